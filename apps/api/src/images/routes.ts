import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { seededUnitOf } from '../catalog/seed';
import { ApiError } from '../http/errors';
import { params } from '../http/validate';
import { channelLogoSvg } from './channelLogo';
import { denominationIconSvg } from './denominationIcon';
import { gameArtSvg, gameBannerSvg } from './gameArt';

const SlugFile = z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, 'a game slug and .svg') }).strict();
const IdFile = z.object({ file: z.string().regex(/^[1-9][0-9]{0,8}\.svg$/, 'a numeric id and .svg') }).strict();

const stem = (file: string) => file.slice(0, -'.svg'.length);
const notFound = () => new ApiError(404, { resultCode: 404, resultMessage: 'No such image.', error: 'NOT_FOUND' });

/** Cached for a day, never run as a document (no script, nothing loaded from elsewhere), never sniffed. */
function sendSvg(reply: FastifyReply, svg: string): string {
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff');
  return svg;
}

/** The unit a denomination is counted in: the seeded game's, else the words after the amount in its name ("86 Diamonds"). */
function unitOf(gvtId: number, skuName: string): string {
  return seededUnitOf(gvtId) ?? /^[\d.,]+\s+(.+)$/.exec(skuName)?.[1] ?? skuName;
}

/**
 * The drawn images of the catalogue (the URLs its responses carry, images/paths.ts):
 * - GET /images/games/{slug}.svg: the game's tile (gameArt.ts);
 * - GET /images/banners/{slug}.svg: the game's banner (gameArt.ts);
 * - GET /images/denominations/{skuId}.svg: an item's icon (denominationIcon.ts);
 * - GET /images/channels/{channelId}.svg: a payment channel's logo (channelLogo.ts).
 * A malformed name is a 400 naming `params.file`; an unknown game, item or channel a 404.
 */
export const imagePlugin: FastifyPluginAsync = async (app) => {
  const { catalog } = app.store;
  app.get('/images/games/:file', async (req, reply) => {
    const { file } = params(req, SlugFile);
    const game = catalog.gameBySlug(stem(file));
    if (!game) throw notFound();
    return sendSvg(reply, gameArtSvg(game.slug, game.name));
  });
  app.get('/images/banners/:file', async (req, reply) => {
    const { file } = params(req, SlugFile);
    const game = catalog.gameBySlug(stem(file));
    if (!game) throw notFound();
    return sendSvg(reply, gameBannerSvg(game.slug, game.name));
  });
  app.get('/images/denominations/:file', async (req, reply) => {
    const { file } = params(req, IdFile);
    const sku = catalog.sku(Number(stem(file)));
    if (!sku) throw notFound();
    return sendSvg(reply, denominationIconSvg({ amount: sku.amount, type: sku.denom_type, unit: unitOf(sku.gvt_id, sku.name) }));
  });
  app.get('/images/channels/:file', async (req, reply) => {
    const { file } = params(req, IdFile);
    const channel = catalog.channelAnywhere(Number(stem(file)));
    if (!channel) throw notFound();
    return sendSvg(reply, channelLogoSvg(channel.name, channel.kind));
  });
};
