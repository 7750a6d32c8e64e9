/** Where the API serves each drawn image (routes.ts); the catalogue's responses carry these as absolute URLs. */
export const gameTilePath = (slug: string) => `/images/games/${slug}.svg`;
export const gameBannerPath = (slug: string) => `/images/banners/${slug}.svg`;
export const denominationIconPath = (skuId: number) => `/images/denominations/${skuId}.svg`;
export const channelLogoPath = (channelId: number) => `/images/channels/${channelId}.svg`;
