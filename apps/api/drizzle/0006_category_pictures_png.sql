-- Category pictures are PNG (src/routes/catalogue/png-artwork.ts says why): catalogues seeded
-- before this point name the SVG. The SVG stays served, so a cached page still shows it.
UPDATE "categories" SET "image" = regexp_replace("image", '\.svg$', '.png') WHERE "image" LIKE '/api/images/categories/%.svg';
