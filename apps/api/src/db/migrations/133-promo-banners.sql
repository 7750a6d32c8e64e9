-- Promo banners are the game's banner, drawn by the API (images/gameArt.ts); earlier databases pointed at
-- PNGs nobody served. A promo for every game (WELCOME10) shows the main game's banner.
UPDATE promos SET image = '/images/banners/' || COALESCE((SELECT slug FROM games WHERE games.gvt_id = promos.gvt_id), 'football-legends') || '.svg'
  WHERE image LIKE '/images/promos/%.png';
