import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_education_programs_kind" AS ENUM('main', 'other');
  CREATE TYPE "public"."enum_education_programs_duration_unit" AS ENUM('hours', 'days', 'weeks', 'months');
  CREATE TYPE "public"."enum_education_programs_delivery_format" AS ENUM('in-person', 'online', 'blended');
  CREATE TYPE "public"."enum_education_programs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__education_programs_v_version_kind" AS ENUM('main', 'other');
  CREATE TYPE "public"."enum__education_programs_v_version_duration_unit" AS ENUM('hours', 'days', 'weeks', 'months');
  CREATE TYPE "public"."enum__education_programs_v_version_delivery_format" AS ENUM('in-person', 'online', 'blended');
  CREATE TYPE "public"."enum__education_programs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__education_programs_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "education_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_education_programs_kind" DEFAULT 'other',
  	"order" numeric DEFAULT 100,
  	"cover_id" integer,
  	"duration_value" numeric,
  	"duration_unit" "enum_education_programs_duration_unit" DEFAULT 'days',
  	"delivery_format" "enum_education_programs_delivery_format" DEFAULT 'in-person',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_education_programs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "education_programs_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"audience" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "education_programs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_education_programs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__education_programs_v_version_kind" DEFAULT 'other',
  	"version_order" numeric DEFAULT 100,
  	"version_cover_id" integer,
  	"version_duration_value" numeric,
  	"version_duration_unit" "enum__education_programs_v_version_duration_unit" DEFAULT 'days',
  	"version_delivery_format" "enum__education_programs_v_version_delivery_format" DEFAULT 'in-person',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__education_programs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__education_programs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_education_programs_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_audience" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_education_programs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "education_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "education_page_locales" (
  	"hero_title" varchar NOT NULL,
  	"hero_intro" varchar,
  	"main_programs_title" varchar,
  	"main_programs_intro" varchar,
  	"other_programs_title" varchar,
  	"other_programs_intro" varchar,
  	"event_highlight_title" varchar,
  	"event_highlight_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "capacity_building_participant_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric NOT NULL,
  	"suffix" varchar
  );
  
  CREATE TABLE "capacity_building_participant_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "capacity_building_program_description_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "capacity_building_program_description_components_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "capacity_building_eligible_criteria" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "capacity_building_eligible_criteria_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "capacity_building_how_to_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "capacity_building_how_to_apply_steps_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "capacity_building_portfolio_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "capacity_building_portfolio_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "capacity_building" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"highlight_image_id" integer,
  	"main_button_url" varchar,
  	"about_image_id" integer,
  	"how_to_apply_button_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "capacity_building_locales" (
  	"highlight_title" varchar NOT NULL,
  	"highlight_subtitle" varchar,
  	"main_title" varchar,
  	"main_intro" varchar,
  	"main_button_label" varchar,
  	"participant_title" varchar,
  	"participant_intro" varchar,
  	"about_title" varchar,
  	"about_body" jsonb,
  	"program_description_title" varchar,
  	"program_description_intro" varchar,
  	"eligible_title" varchar,
  	"eligible_intro" varchar,
  	"how_to_apply_title" varchar,
  	"how_to_apply_intro" varchar,
  	"how_to_apply_button_label" varchar,
  	"portfolio_title" varchar,
  	"portfolio_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "how_it_works_learner_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar
  );
  
  CREATE TABLE "how_it_works_learner_steps_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "how_it_works_lecturer_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar
  );
  
  CREATE TABLE "how_it_works_lecturer_steps_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "how_it_works" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"highlight_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "how_it_works_locales" (
  	"highlight_title" varchar NOT NULL,
  	"highlight_subtitle" varchar,
  	"learner_title" varchar,
  	"learner_intro" varchar,
  	"lecturer_title" varchar,
  	"lecturer_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "education_programs_id" integer;
  ALTER TABLE "education_programs" ADD CONSTRAINT "education_programs_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "education_programs_locales" ADD CONSTRAINT "education_programs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."education_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "education_programs_rels" ADD CONSTRAINT "education_programs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."education_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "education_programs_rels" ADD CONSTRAINT "education_programs_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_programs_v" ADD CONSTRAINT "_education_programs_v_parent_id_education_programs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."education_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_education_programs_v" ADD CONSTRAINT "_education_programs_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_education_programs_v_locales" ADD CONSTRAINT "_education_programs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_education_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_programs_v_rels" ADD CONSTRAINT "_education_programs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_education_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_programs_v_rels" ADD CONSTRAINT "_education_programs_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "education_page" ADD CONSTRAINT "education_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "education_page_locales" ADD CONSTRAINT "education_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."education_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_participant_stats" ADD CONSTRAINT "capacity_building_participant_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_participant_stats_locales" ADD CONSTRAINT "capacity_building_participant_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building_participant_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_program_description_components" ADD CONSTRAINT "capacity_building_program_description_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_program_description_components_locales" ADD CONSTRAINT "capacity_building_program_description_components_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building_program_description_components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_eligible_criteria" ADD CONSTRAINT "capacity_building_eligible_criteria_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_eligible_criteria_locales" ADD CONSTRAINT "capacity_building_eligible_criteria_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building_eligible_criteria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_how_to_apply_steps" ADD CONSTRAINT "capacity_building_how_to_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_how_to_apply_steps_locales" ADD CONSTRAINT "capacity_building_how_to_apply_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building_how_to_apply_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_portfolio_items" ADD CONSTRAINT "capacity_building_portfolio_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "capacity_building_portfolio_items" ADD CONSTRAINT "capacity_building_portfolio_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building_portfolio_items_locales" ADD CONSTRAINT "capacity_building_portfolio_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "capacity_building" ADD CONSTRAINT "capacity_building_highlight_image_id_media_id_fk" FOREIGN KEY ("highlight_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "capacity_building" ADD CONSTRAINT "capacity_building_about_image_id_media_id_fk" FOREIGN KEY ("about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "capacity_building_locales" ADD CONSTRAINT "capacity_building_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_building"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_it_works_learner_steps" ADD CONSTRAINT "how_it_works_learner_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_it_works_learner_steps_locales" ADD CONSTRAINT "how_it_works_learner_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."how_it_works_learner_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_it_works_lecturer_steps" ADD CONSTRAINT "how_it_works_lecturer_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_it_works_lecturer_steps_locales" ADD CONSTRAINT "how_it_works_lecturer_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."how_it_works_lecturer_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_it_works" ADD CONSTRAINT "how_it_works_highlight_image_id_media_id_fk" FOREIGN KEY ("highlight_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "how_it_works_locales" ADD CONSTRAINT "how_it_works_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "education_programs_kind_idx" ON "education_programs" USING btree ("kind");
  CREATE INDEX "education_programs_order_idx" ON "education_programs" USING btree ("order");
  CREATE INDEX "education_programs_cover_idx" ON "education_programs" USING btree ("cover_id");
  CREATE INDEX "education_programs_updated_at_idx" ON "education_programs" USING btree ("updated_at");
  CREATE INDEX "education_programs_created_at_idx" ON "education_programs" USING btree ("created_at");
  CREATE INDEX "education_programs__status_idx" ON "education_programs" USING btree ("_status");
  CREATE UNIQUE INDEX "education_programs_locales_locale_parent_id_unique" ON "education_programs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "education_programs_rels_order_idx" ON "education_programs_rels" USING btree ("order");
  CREATE INDEX "education_programs_rels_parent_idx" ON "education_programs_rels" USING btree ("parent_id");
  CREATE INDEX "education_programs_rels_path_idx" ON "education_programs_rels" USING btree ("path");
  CREATE INDEX "education_programs_rels_topics_id_idx" ON "education_programs_rels" USING btree ("topics_id");
  CREATE INDEX "_education_programs_v_parent_idx" ON "_education_programs_v" USING btree ("parent_id");
  CREATE INDEX "_education_programs_v_version_version_kind_idx" ON "_education_programs_v" USING btree ("version_kind");
  CREATE INDEX "_education_programs_v_version_version_order_idx" ON "_education_programs_v" USING btree ("version_order");
  CREATE INDEX "_education_programs_v_version_version_cover_idx" ON "_education_programs_v" USING btree ("version_cover_id");
  CREATE INDEX "_education_programs_v_version_version_updated_at_idx" ON "_education_programs_v" USING btree ("version_updated_at");
  CREATE INDEX "_education_programs_v_version_version_created_at_idx" ON "_education_programs_v" USING btree ("version_created_at");
  CREATE INDEX "_education_programs_v_version_version__status_idx" ON "_education_programs_v" USING btree ("version__status");
  CREATE INDEX "_education_programs_v_created_at_idx" ON "_education_programs_v" USING btree ("created_at");
  CREATE INDEX "_education_programs_v_updated_at_idx" ON "_education_programs_v" USING btree ("updated_at");
  CREATE INDEX "_education_programs_v_snapshot_idx" ON "_education_programs_v" USING btree ("snapshot");
  CREATE INDEX "_education_programs_v_published_locale_idx" ON "_education_programs_v" USING btree ("published_locale");
  CREATE INDEX "_education_programs_v_latest_idx" ON "_education_programs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_education_programs_v_locales_locale_parent_id_unique" ON "_education_programs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_education_programs_v_rels_order_idx" ON "_education_programs_v_rels" USING btree ("order");
  CREATE INDEX "_education_programs_v_rels_parent_idx" ON "_education_programs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_education_programs_v_rels_path_idx" ON "_education_programs_v_rels" USING btree ("path");
  CREATE INDEX "_education_programs_v_rels_topics_id_idx" ON "_education_programs_v_rels" USING btree ("topics_id");
  CREATE INDEX "education_page_hero_hero_image_idx" ON "education_page" USING btree ("hero_image_id");
  CREATE UNIQUE INDEX "education_page_locales_locale_parent_id_unique" ON "education_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "capacity_building_participant_stats_order_idx" ON "capacity_building_participant_stats" USING btree ("_order");
  CREATE INDEX "capacity_building_participant_stats_parent_id_idx" ON "capacity_building_participant_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "capacity_building_participant_stats_locales_locale_parent_id" ON "capacity_building_participant_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "capacity_building_program_description_components_order_idx" ON "capacity_building_program_description_components" USING btree ("_order");
  CREATE INDEX "capacity_building_program_description_components_parent_id_idx" ON "capacity_building_program_description_components" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "capacity_building_program_description_components_locales_loc" ON "capacity_building_program_description_components_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "capacity_building_eligible_criteria_order_idx" ON "capacity_building_eligible_criteria" USING btree ("_order");
  CREATE INDEX "capacity_building_eligible_criteria_parent_id_idx" ON "capacity_building_eligible_criteria" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "capacity_building_eligible_criteria_locales_locale_parent_id" ON "capacity_building_eligible_criteria_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "capacity_building_how_to_apply_steps_order_idx" ON "capacity_building_how_to_apply_steps" USING btree ("_order");
  CREATE INDEX "capacity_building_how_to_apply_steps_parent_id_idx" ON "capacity_building_how_to_apply_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "capacity_building_how_to_apply_steps_locales_locale_parent_i" ON "capacity_building_how_to_apply_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "capacity_building_portfolio_items_order_idx" ON "capacity_building_portfolio_items" USING btree ("_order");
  CREATE INDEX "capacity_building_portfolio_items_parent_id_idx" ON "capacity_building_portfolio_items" USING btree ("_parent_id");
  CREATE INDEX "capacity_building_portfolio_items_image_idx" ON "capacity_building_portfolio_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "capacity_building_portfolio_items_locales_locale_parent_id_u" ON "capacity_building_portfolio_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "capacity_building_highlight_highlight_image_idx" ON "capacity_building" USING btree ("highlight_image_id");
  CREATE INDEX "capacity_building_about_about_image_idx" ON "capacity_building" USING btree ("about_image_id");
  CREATE UNIQUE INDEX "capacity_building_locales_locale_parent_id_unique" ON "capacity_building_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "how_it_works_learner_steps_order_idx" ON "how_it_works_learner_steps" USING btree ("_order");
  CREATE INDEX "how_it_works_learner_steps_parent_id_idx" ON "how_it_works_learner_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "how_it_works_learner_steps_locales_locale_parent_id_unique" ON "how_it_works_learner_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "how_it_works_lecturer_steps_order_idx" ON "how_it_works_lecturer_steps" USING btree ("_order");
  CREATE INDEX "how_it_works_lecturer_steps_parent_id_idx" ON "how_it_works_lecturer_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "how_it_works_lecturer_steps_locales_locale_parent_id_unique" ON "how_it_works_lecturer_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "how_it_works_highlight_highlight_image_idx" ON "how_it_works" USING btree ("highlight_image_id");
  CREATE UNIQUE INDEX "how_it_works_locales_locale_parent_id_unique" ON "how_it_works_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_education_programs_fk" FOREIGN KEY ("education_programs_id") REFERENCES "public"."education_programs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_education_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("education_programs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "education_programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_programs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_programs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_programs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_programs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_programs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_participant_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_participant_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_program_description_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_program_description_components_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_eligible_criteria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_eligible_criteria_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_how_to_apply_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_how_to_apply_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_portfolio_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_portfolio_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "capacity_building_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_it_works_learner_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_it_works_learner_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_it_works_lecturer_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_it_works_lecturer_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_it_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_it_works_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "education_programs" CASCADE;
  DROP TABLE "education_programs_locales" CASCADE;
  DROP TABLE "education_programs_rels" CASCADE;
  DROP TABLE "_education_programs_v" CASCADE;
  DROP TABLE "_education_programs_v_locales" CASCADE;
  DROP TABLE "_education_programs_v_rels" CASCADE;
  DROP TABLE "education_page" CASCADE;
  DROP TABLE "education_page_locales" CASCADE;
  DROP TABLE "capacity_building_participant_stats" CASCADE;
  DROP TABLE "capacity_building_participant_stats_locales" CASCADE;
  DROP TABLE "capacity_building_program_description_components" CASCADE;
  DROP TABLE "capacity_building_program_description_components_locales" CASCADE;
  DROP TABLE "capacity_building_eligible_criteria" CASCADE;
  DROP TABLE "capacity_building_eligible_criteria_locales" CASCADE;
  DROP TABLE "capacity_building_how_to_apply_steps" CASCADE;
  DROP TABLE "capacity_building_how_to_apply_steps_locales" CASCADE;
  DROP TABLE "capacity_building_portfolio_items" CASCADE;
  DROP TABLE "capacity_building_portfolio_items_locales" CASCADE;
  DROP TABLE "capacity_building" CASCADE;
  DROP TABLE "capacity_building_locales" CASCADE;
  DROP TABLE "how_it_works_learner_steps" CASCADE;
  DROP TABLE "how_it_works_learner_steps_locales" CASCADE;
  DROP TABLE "how_it_works_lecturer_steps" CASCADE;
  DROP TABLE "how_it_works_lecturer_steps_locales" CASCADE;
  DROP TABLE "how_it_works" CASCADE;
  DROP TABLE "how_it_works_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_education_programs_fk";
  
  DROP INDEX "payload_locked_documents_rels_education_programs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "education_programs_id";
  DROP TYPE "public"."enum_education_programs_kind";
  DROP TYPE "public"."enum_education_programs_duration_unit";
  DROP TYPE "public"."enum_education_programs_delivery_format";
  DROP TYPE "public"."enum_education_programs_status";
  DROP TYPE "public"."enum__education_programs_v_version_kind";
  DROP TYPE "public"."enum__education_programs_v_version_duration_unit";
  DROP TYPE "public"."enum__education_programs_v_version_delivery_format";
  DROP TYPE "public"."enum__education_programs_v_version_status";
  DROP TYPE "public"."enum__education_programs_v_published_locale";`)
}
