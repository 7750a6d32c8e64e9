-- Game tiles are served by the API as SVG (images/gameArt.ts); earlier databases pointed at PNGs nobody served.
UPDATE games SET image = '/images/games/' || slug || '.svg' WHERE image = '/images/games/' || slug || '.png';
