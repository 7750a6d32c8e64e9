-- CMS content (promos, info bar, banners, game descriptions) in other languages, keyed by the English
-- text it translates: a storefront asks in the shop's language (Accept-Language, or the locale a call
-- carries) and gets English where no translation exists.
CREATE TABLE content_translations (
  source TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (length(lang) = 2),
  value TEXT NOT NULL,
  PRIMARY KEY (source, lang)
);
