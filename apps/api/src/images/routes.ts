import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { params } from '../http/validate';
import { gameArtSvg } from './gameArt';

const GameImageParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, 'a game slug and .svg') }).strict();

/** GET /images/games/{slug}.svg: the game's tile (see gameArt.ts); cached for a day, never run as a document. */
export const imagePlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.store;
  app.get('/images/games/:file', async (req, reply) => {
    const { file } = params(req, GameImageParams);
    const game = ctx.catalog.gameBySlug(file.slice(0, -'.svg'.length));
    if (!game) throw new ApiError(404, { resultCode: 404, resultMessage: 'No such image.', error: 'NOT_FOUND' });
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff');
    return gameArtSvg(game.slug, game.name);
  });
};
