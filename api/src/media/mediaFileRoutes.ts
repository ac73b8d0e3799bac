import type { ApiPlugin } from '../app/apiDeps';
import type { SignedMediaQuery } from '@btb/shared-contract';
import { MediaFileParamsSchema, SignedMediaQuerySchema } from '@btb/shared-contract/schemas';
import { errorSchema } from '../app/schemas';
import { isSafeFileName, mediaFolders } from './mediaFolders';
import { sendMediaFile } from './sendMediaFile';
import { findSessionUser } from '../auth/sessionStore';
import { sessionToken } from '../auth/sessionCookie';
import { mediaHolder } from './mediaHolder';
import { checkMediaSignature, type MediaKind } from './signMediaUrl';

const errorsOnly = { '4xx': errorSchema, '5xx': errorSchema };

/** Signed audio and podcasts, and public images; all with HTTP Range. */
export const mediaFileRoutes: ApiPlugin = async (app, { db, config }) => {
  const folders = mediaFolders(config.mediaDir);

  for (const kind of ['audio', 'podcasts'] as const satisfies MediaKind[]) {
    app.get<{ Params: { fileName: string }; Querystring: SignedMediaQuery }>(
      `/media/${kind}/:fileName`,
      {
        schema: {
          params: MediaFileParamsSchema,
          querystring: SignedMediaQuerySchema,
          response: errorsOnly,
        },
      },
      async (request, reply) => {
        const { fileName } = request.params;
        const { exp, sig } = request.query;
        const holder = mediaHolder(request);
        const check = isSafeFileName(fileName)
          ? checkMediaSignature(config.mediaSigningSecret, kind, fileName, exp, sig, holder)
          : 'invalid';
        if (check !== 'ok') {
          return reply
            .code(403)
            .send({ message: check === 'expired' ? 'Link expired' : 'Invalid signature' });
        }
        // A URL bound to a session works only while that session lasts (not after logout).
        const token = sessionToken(request);
        if (holder && token && !(await findSessionUser(db, token)))
          return reply.code(403).send({ message: 'Session ended' });
        const secondsLeft = Math.max(0, exp - Math.floor(Date.now() / 1000));
        return sendMediaFile(
          request,
          reply,
          folders[kind],
          fileName,
          `private, max-age=${secondsLeft}`,
        );
      },
    );
  }

  app.get<{ Params: { fileName: string } }>(
    '/image/:fileName',
    { schema: { params: MediaFileParamsSchema, response: errorsOnly } },
    async (request, reply) => {
      const { fileName } = request.params;
      // Only plain names: no separators, no "..", no leading dot.
      if (!isSafeFileName(fileName)) return reply.code(400).send({ message: 'Invalid file name' });
      return sendMediaFile(request, reply, folders.images, fileName, 'public, max-age=86400');
    },
  );
};
