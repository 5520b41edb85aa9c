-- The home page's categories carry a copy of their category's picture (0006 renamed those).
UPDATE "home_categories" SET "image" = regexp_replace("image", '\.svg$', '.png') WHERE "image" LIKE '/api/images/categories/%.svg';
