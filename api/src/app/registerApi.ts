import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from '../analytics/analyticsRoutes';
import { authRoutes } from '../auth/authRoutes';
import { registrationRoutes } from '../auth/registrationRoutes';
import { bookOverviewRoutes } from '../bookOverview/bookOverviewRoutes';
import { bookPageRoutes } from '../bookOverview/bookPageRoutes';
import { counterRoutes } from '../content/counterRoutes';
import { contentRoutes } from '../content/contentRoutes';
import { faqRoutes } from '../faqs/faqRoutes';
import { heroSlideRoutes } from '../heroSlides/heroSlideRoutes';
import { audioUrlRoutes } from '../media/audioUrlRoutes';
import { mediaFileRoutes } from '../media/mediaFileRoutes';
import { playlistRoutes } from '../playlists/playlistRoutes';
import { apiSecurityHeaders } from '../security/apiSecurityHeaders';
import { originCheck } from '../security/originCheck';
import { quizRoutes } from '../quiz/quizRoutes';
import { songRoutes } from '../songs/songRoutes';
import { subjectRoutes } from '../subjects/subjectRoutes';
import type { ApiDeps } from './apiDeps';
import { apiErrorHandler } from './apiErrorHandler';
import { apiValidatorCompiler } from './apiValidatorCompiler';

/** JSON bodies of this API are small; a tight limit turns abuse into a cheap 413. */
export const apiBodyLimit = 16 * 1024;

const resources = [
  quizRoutes,
  heroSlideRoutes,
  contentRoutes,
  counterRoutes,
  playlistRoutes,
  faqRoutes,
  authRoutes,
  registrationRoutes,
  subjectRoutes,
  songRoutes,
  bookOverviewRoutes,
  bookPageRoutes,
  audioUrlRoutes,
  mediaFileRoutes,
  analyticsRoutes,
];

const apiContext: FastifyPluginAsync<ApiDeps> = async (api, deps) => {
  api.addHook('onRoute', (route) => {
    route.bodyLimit ??= apiBodyLimit;
  });
  // The host may already have these (the site server); decorating twice would throw.
  if (!api.hasRequestDecorator('cookies')) await api.register(cookie);
  if (!api.hasReplyDecorator('helmet')) {
    await api.register(helmet, {
      // JSON and media only: nothing here may run script or be framed. The site server owns the
      // page CSP; this one covers API responses (and SVG covers opened directly).
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          imgSrc: ["'self'"],
          styleSrc: ["'unsafe-inline'"],
          frameAncestors: ["'none'"],
        },
      },
      // Covers and audio are embedded by the remotes' standalone pages on sibling ports.
      crossOriginResourcePolicy: { policy: 'same-site' },
      xFrameOptions: { action: 'deny' },
      // Sent by apiSecurityHeaders, only over HTTPS.
      strictTransportSecurity: false,
    });
  }
  api.addHook('onRequest', apiSecurityHeaders);
  api.addHook('onRequest', originCheck(deps.config.allowedOrigins));
  await api.register(cors, {
    origin: deps.config.allowedOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'OPTIONS'],
    maxAge: 600,
  });
  api.setValidatorCompiler(apiValidatorCompiler);
  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `No API route for ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`,
    }),
  );
  const { db, config } = deps;
  for (const resource of resources) await api.register(resource, { db, config });
};

/** Mounts the whole API under `/api` in one encapsulated context of an existing server. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(apiContext, { ...deps, prefix: '/api' });
}
