import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from '../analytics/analyticsRoutes';
import { authRoutes } from '../auth/authRoutes';
import { registrationRoutes } from '../auth/registrationRoutes';
import { bookOverviewRoutes } from '../bookOverview/bookOverviewRoutes';
import { bookPageRoutes } from '../bookOverview/bookPageRoutes';
import { counterRoutes } from '../content/counterRoutes';
import { contentRoutes } from '../content/contentRoutes';
import { searchRoutes } from '../content/searchRoutes';
import { faqRoutes } from '../faqs/faqRoutes';
import { heroSlideRoutes } from '../heroSlides/heroSlideRoutes';
import { learnerProgressRoutes } from '../learnerProgress/learnerProgressRoutes';
import { audioUrlRoutes } from '../media/audioUrlRoutes';
import { mediaFileRoutes } from '../media/mediaFileRoutes';
import { playlistRoutes } from '../playlists/playlistRoutes';
import { privacyRoutes } from '../privacy/privacyRoutes';
import { apiSecurityHeaders } from '../security/apiSecurityHeaders';
import { apiHelmetOptions, helmetHeaders } from '../security/helmetHeaders';
import { originCheck } from '../security/originCheck';
import { quizRoutes } from '../quiz/quizRoutes';
import { reviewRoutes } from '../reviews/reviewRoutes';
import { songRoutes } from '../songs/songRoutes';
import { subjectRoutes } from '../subjects/subjectRoutes';
import { ResponseCache } from '../cache/responseCache';
import type { ApiDeps } from './apiDeps';
import { apiErrorHandler } from './apiErrorHandler';
import { apiValidatorCompiler } from './apiValidatorCompiler';
import { registerOpenApi } from './openApi';

/** JSON bodies of this API are small; a tight limit turns abuse into a cheap 413. */
export const apiBodyLimit = 16 * 1024;

const resources = [
  quizRoutes,
  heroSlideRoutes,
  contentRoutes,
  searchRoutes,
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
  privacyRoutes,
  reviewRoutes,
  learnerProgressRoutes,
];

const apiContext: FastifyPluginAsync<ApiDeps> = async (api, deps) => {
  api.addHook('onRoute', (route) => {
    route.bodyLimit ??= apiBodyLimit;
  });
  // The host may already have these (the site server); decorating twice would throw.
  if (!api.hasRequestDecorator('cookies')) await api.register(cookie);
  // A host running @fastify/helmet (decorated `helmet`) sends its own; else the API's, computed once.
  const fixedHeaders = api.hasReplyDecorator('helmet') ? {} : helmetHeaders(apiHelmetOptions);
  api.addHook('onRequest', apiSecurityHeaders(fixedHeaders));
  api.addHook('onRequest', originCheck(deps.config.allowedOrigins));
  await api.register(cors, {
    origin: deps.config.allowedOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'OPTIONS'],
    maxAge: 600,
  });
  // No limit by itself: routes that need one add theirs (security/rateLimits.ts).
  await api.register(rateLimit, { global: false, ...deps.rateLimitStore });
  api.setValidatorCompiler(apiValidatorCompiler);
  api.setErrorHandler(apiErrorHandler(deps.volumeWatch));
  api.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `No API route for ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`,
    }),
  );
  await registerOpenApi(api);
  const { db, config } = deps;
  const responseCache = deps.responseCache ?? new ResponseCache();
  for (const resource of resources) await api.register(resource, { db, config, responseCache });
};

/** Mounts the whole API under `/api` in one encapsulated context of an existing server. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(apiContext, { ...deps, prefix: '/api' });
}
