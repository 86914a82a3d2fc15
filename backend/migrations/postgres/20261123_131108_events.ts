import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_materials_kind" AS ENUM('file', 'link');
  CREATE TYPE "public"."enum_events_startdate_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum_events_enddate_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum_events_event_status" AS ENUM('scheduled', 'rescheduled', 'postponed', 'cancelled', 'moved-online');
  CREATE TYPE "public"."enum_events_format" AS ENUM('offline', 'online', 'hybrid');
  CREATE TYPE "public"."enum_events_registrationdeadline_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_materials_kind" AS ENUM('file', 'link');
  CREATE TYPE "public"."enum__events_v_version_startdate_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum__events_v_version_enddate_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum__events_v_version_event_status" AS ENUM('scheduled', 'rescheduled', 'postponed', 'cancelled', 'moved-online');
  CREATE TYPE "public"."enum__events_v_version_format" AS ENUM('offline', 'online', 'hybrid');
  CREATE TYPE "public"."enum__events_v_version_registrationdeadline_tz" AS ENUM('Asia/Jakarta');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "events_speakers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "events_speakers_locales" (
  	"position" varchar,
  	"organisation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_materials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_events_materials_kind" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "events_materials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"startdate_tz" "enum_events_startdate_tz" DEFAULT 'Asia/Jakarta',
  	"end_date" timestamp(3) with time zone,
  	"enddate_tz" "enum_events_enddate_tz" DEFAULT 'Asia/Jakarta',
  	"year" numeric,
  	"event_status" "enum_events_event_status" DEFAULT 'scheduled',
  	"format" "enum_events_format" DEFAULT 'offline',
  	"venue_city" varchar,
  	"online_url" varchar,
  	"online_link_public" boolean DEFAULT false,
  	"cover_id" integer,
  	"capacity" numeric,
  	"registration_open" boolean DEFAULT false,
  	"registration_deadline" timestamp(3) with time zone,
  	"registrationdeadline_tz" "enum_events_registrationdeadline_tz" DEFAULT 'Asia/Jakarta',
  	"highlight" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"venue_name" varchar,
  	"venue_address" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_events_v_version_speakers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_speakers_locales" (
  	"position" varchar,
  	"organisation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_materials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__events_v_version_materials_kind" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_materials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_start_date" timestamp(3) with time zone,
  	"version_startdate_tz" "enum__events_v_version_startdate_tz" DEFAULT 'Asia/Jakarta',
  	"version_end_date" timestamp(3) with time zone,
  	"version_enddate_tz" "enum__events_v_version_enddate_tz" DEFAULT 'Asia/Jakarta',
  	"version_year" numeric,
  	"version_event_status" "enum__events_v_version_event_status" DEFAULT 'scheduled',
  	"version_format" "enum__events_v_version_format" DEFAULT 'offline',
  	"version_venue_city" varchar,
  	"version_online_url" varchar,
  	"version_online_link_public" boolean DEFAULT false,
  	"version_cover_id" integer,
  	"version_capacity" numeric,
  	"version_registration_open" boolean DEFAULT false,
  	"version_registration_deadline" timestamp(3) with time zone,
  	"version_registrationdeadline_tz" "enum__events_v_version_registrationdeadline_tz" DEFAULT 'Asia/Jakarta',
  	"version_highlight" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_venue_name" varchar,
  	"version_venue_address" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "event_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "event_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_cta" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "event_cta_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_files_id" integer;
  ALTER TABLE "education_page" ADD COLUMN "event_topic_id" integer;
  ALTER TABLE "events_speakers" ADD CONSTRAINT "events_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_speakers" ADD CONSTRAINT "events_speakers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_speakers_locales" ADD CONSTRAINT "events_speakers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_materials" ADD CONSTRAINT "events_materials_file_id_event_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."event_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_materials" ADD CONSTRAINT "events_materials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_materials_locales" ADD CONSTRAINT "events_materials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_speakers" ADD CONSTRAINT "_events_v_version_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_speakers" ADD CONSTRAINT "_events_v_version_speakers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_speakers_locales" ADD CONSTRAINT "_events_v_version_speakers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_materials" ADD CONSTRAINT "_events_v_version_materials_file_id_event_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."event_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_materials" ADD CONSTRAINT "_events_v_version_materials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_materials_locales" ADD CONSTRAINT "_events_v_version_materials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_files_locales" ADD CONSTRAINT "event_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_cta" ADD CONSTRAINT "event_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_cta_locales" ADD CONSTRAINT "event_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_cta"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_speakers_order_idx" ON "events_speakers" USING btree ("_order");
  CREATE INDEX "events_speakers_parent_id_idx" ON "events_speakers" USING btree ("_parent_id");
  CREATE INDEX "events_speakers_photo_idx" ON "events_speakers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "events_speakers_locales_locale_parent_id_unique" ON "events_speakers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_materials_order_idx" ON "events_materials" USING btree ("_order");
  CREATE INDEX "events_materials_parent_id_idx" ON "events_materials" USING btree ("_parent_id");
  CREATE INDEX "events_materials_file_idx" ON "events_materials" USING btree ("file_id");
  CREATE UNIQUE INDEX "events_materials_locales_locale_parent_id_unique" ON "events_materials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");
  CREATE INDEX "events_end_date_idx" ON "events" USING btree ("end_date");
  CREATE INDEX "events_year_idx" ON "events" USING btree ("year");
  CREATE INDEX "events_format_idx" ON "events" USING btree ("format");
  CREATE INDEX "events_cover_idx" ON "events" USING btree ("cover_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_topics_id_idx" ON "events_rels" USING btree ("topics_id");
  CREATE INDEX "_events_v_version_speakers_order_idx" ON "_events_v_version_speakers" USING btree ("_order");
  CREATE INDEX "_events_v_version_speakers_parent_id_idx" ON "_events_v_version_speakers" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_speakers_photo_idx" ON "_events_v_version_speakers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_events_v_version_speakers_locales_locale_parent_id_unique" ON "_events_v_version_speakers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_materials_order_idx" ON "_events_v_version_materials" USING btree ("_order");
  CREATE INDEX "_events_v_version_materials_parent_id_idx" ON "_events_v_version_materials" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_materials_file_idx" ON "_events_v_version_materials" USING btree ("file_id");
  CREATE UNIQUE INDEX "_events_v_version_materials_locales_locale_parent_id_unique" ON "_events_v_version_materials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_start_date_idx" ON "_events_v" USING btree ("version_start_date");
  CREATE INDEX "_events_v_version_version_end_date_idx" ON "_events_v" USING btree ("version_end_date");
  CREATE INDEX "_events_v_version_version_year_idx" ON "_events_v" USING btree ("version_year");
  CREATE INDEX "_events_v_version_version_format_idx" ON "_events_v" USING btree ("version_format");
  CREATE INDEX "_events_v_version_version_cover_idx" ON "_events_v" USING btree ("version_cover_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_topics_id_idx" ON "_events_v_rels" USING btree ("topics_id");
  CREATE INDEX "event_files_updated_at_idx" ON "event_files" USING btree ("updated_at");
  CREATE INDEX "event_files_created_at_idx" ON "event_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_files_filename_idx" ON "event_files" USING btree ("filename");
  CREATE UNIQUE INDEX "event_files_locales_locale_parent_id_unique" ON "event_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "event_cta_image_idx" ON "event_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "event_cta_locales_locale_parent_id_unique" ON "event_cta_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_files_fk" FOREIGN KEY ("event_files_id") REFERENCES "public"."event_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "education_page" ADD CONSTRAINT "education_page_event_topic_id_topics_id_fk" FOREIGN KEY ("event_topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_files_id_idx" ON "payload_locked_documents_rels" USING btree ("event_files_id");
  CREATE INDEX "education_page_event_topic_idx" ON "education_page" USING btree ("event_topic_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_speakers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_speakers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_materials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_materials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_speakers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_speakers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_materials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_materials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_cta_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_speakers" CASCADE;
  DROP TABLE "events_speakers_locales" CASCADE;
  DROP TABLE "events_materials" CASCADE;
  DROP TABLE "events_materials_locales" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_speakers" CASCADE;
  DROP TABLE "_events_v_version_speakers_locales" CASCADE;
  DROP TABLE "_events_v_version_materials" CASCADE;
  DROP TABLE "_events_v_version_materials_locales" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "event_files" CASCADE;
  DROP TABLE "event_files_locales" CASCADE;
  DROP TABLE "event_cta" CASCADE;
  DROP TABLE "event_cta_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_files_fk";
  
  ALTER TABLE "education_page" DROP CONSTRAINT "education_page_event_topic_id_topics_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_files_id_idx";
  DROP INDEX "education_page_event_topic_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_files_id";
  ALTER TABLE "education_page" DROP COLUMN "event_topic_id";
  DROP TYPE "public"."enum_events_materials_kind";
  DROP TYPE "public"."enum_events_startdate_tz";
  DROP TYPE "public"."enum_events_enddate_tz";
  DROP TYPE "public"."enum_events_event_status";
  DROP TYPE "public"."enum_events_format";
  DROP TYPE "public"."enum_events_registrationdeadline_tz";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_materials_kind";
  DROP TYPE "public"."enum__events_v_version_startdate_tz";
  DROP TYPE "public"."enum__events_v_version_enddate_tz";
  DROP TYPE "public"."enum__events_v_version_event_status";
  DROP TYPE "public"."enum__events_v_version_format";
  DROP TYPE "public"."enum__events_v_version_registrationdeadline_tz";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";`)
}
