-- Pictures loaded by the catalogue import (issue 29): their sources and stored sizes. Null for
-- every seeded product, which keeps its generated drawings.
ALTER TABLE "products" ADD COLUMN "pictures" jsonb;
