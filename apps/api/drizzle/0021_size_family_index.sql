-- A product page's size family (issue 31): the products of its subcategory and brand whose first
-- Type and Configuration are its own, read off this index instead of every product of the
-- subcategory and brand with its specifications unpacked (catalogue/product-read.ts).
CREATE INDEX "products_size_family_idx" ON "products" USING btree ("category_id","brand_id",coalesce(jsonb_path_query_first("specifications", '$[*] ? (@.name == "Type").value'), 'null'::jsonb),coalesce(jsonb_path_query_first("specifications", '$[*] ? (@.name == "Configuration").value'), 'null'::jsonb));