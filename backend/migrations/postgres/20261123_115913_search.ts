import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"module" varchar NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"locale" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"haystack" varchar,
  	"permalink" varchar NOT NULL,
  	"kind" varchar,
  	"kind_label" varchar,
  	"year" numeric,
  	"date" timestamp(3) with time zone,
  	"sort_date" timestamp(3) with time zone,
  	"image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_entries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_entries_id" integer;
  ALTER TABLE "search_entries_rels" ADD CONSTRAINT "search_entries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_entries_rels" ADD CONSTRAINT "search_entries_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_entries_module_idx" ON "search_entries" USING btree ("module");
  CREATE INDEX "search_entries_doc_id_idx" ON "search_entries" USING btree ("doc_id");
  CREATE INDEX "search_entries_locale_idx" ON "search_entries" USING btree ("locale");
  CREATE INDEX "search_entries_year_idx" ON "search_entries" USING btree ("year");
  CREATE INDEX "search_entries_sort_date_idx" ON "search_entries" USING btree ("sort_date");
  CREATE INDEX "search_entries_updated_at_idx" ON "search_entries" USING btree ("updated_at");
  CREATE INDEX "search_entries_created_at_idx" ON "search_entries" USING btree ("created_at");
  CREATE INDEX "search_entries_rels_order_idx" ON "search_entries_rels" USING btree ("order");
  CREATE INDEX "search_entries_rels_parent_idx" ON "search_entries_rels" USING btree ("parent_id");
  CREATE INDEX "search_entries_rels_path_idx" ON "search_entries_rels" USING btree ("path");
  CREATE INDEX "search_entries_rels_topics_id_idx" ON "search_entries_rels" USING btree ("topics_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_entries_fk" FOREIGN KEY ("search_entries_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_entries_id");`)
  // Hand-written, outside Payload's schema: the full-text vector of each row in its own language's
  // configuration (see backend/services/search/search-postgres.ts), title words weighted above the text.
  await db.execute(sql`
   ALTER TABLE "search_entries" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
     setweight(to_tsvector(CASE WHEN "locale" = 'en' THEN 'english'::regconfig ELSE 'indonesian'::regconfig END, coalesce("title", '')), 'A') ||
     setweight(to_tsvector(CASE WHEN "locale" = 'en' THEN 'english'::regconfig ELSE 'indonesian'::regconfig END, coalesce("kind_label", '')), 'B') ||
     setweight(to_tsvector(CASE WHEN "locale" = 'en' THEN 'english'::regconfig ELSE 'indonesian'::regconfig END, coalesce("text", '')), 'C')
   ) STORED;
  CREATE INDEX "search_entries_search_vector_idx" ON "search_entries" USING gin ("search_vector");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_entries_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_entries" CASCADE;
  DROP TABLE "search_entries_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_entries_id";`)
}
