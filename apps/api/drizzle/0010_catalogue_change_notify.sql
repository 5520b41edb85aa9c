-- Every API process keeps catalogue answers in memory (the category tree and brands, the
-- search vocabulary, listing counts, search answers). A statement that changes one of the
-- tables they come from notifies channel 'catalogue_changed' with the table's name; each
-- process LISTENs (src/cache/catalogue-changes.ts) and drops its caches. A trigger rather
-- than a call in each route: no write path (a route, the seed, an administrator's SQL) can
-- forget it. PostgreSQL sends a notification at commit, once per distinct payload in a
-- transaction, so a bulk write is one notification per table.
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "search_terms_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "search_prefixes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_prefixes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
