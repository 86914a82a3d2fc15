import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_registration_form_type" AS ENUM('text', 'email', 'phone', 'select', 'checkbox');
  CREATE TYPE "public"."enum__events_v_version_registration_form_type" AS ENUM('text', 'email', 'phone', 'select', 'checkbox');
  CREATE TABLE "events_registration_form_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events_registration_form_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_registration_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_events_registration_form_type" DEFAULT 'text',
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "events_registration_form_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_events_v_version_registration_form_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_registration_form_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_registration_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__events_v_version_registration_form_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_registration_form_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"seat" numeric,
  	"answers" jsonb,
  	"attended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "events_registration_form_options" ADD CONSTRAINT "events_registration_form_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_registration_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_registration_form_options_locales" ADD CONSTRAINT "events_registration_form_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_registration_form_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_registration_form" ADD CONSTRAINT "events_registration_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_registration_form_locales" ADD CONSTRAINT "events_registration_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_registration_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_form_options" ADD CONSTRAINT "_events_v_version_registration_form_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_registration_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_form_options_locales" ADD CONSTRAINT "_events_v_version_registration_form_options_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_registration_form_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_form" ADD CONSTRAINT "_events_v_version_registration_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_form_locales" ADD CONSTRAINT "_events_v_version_registration_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_registration_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_registration_form_options_order_idx" ON "events_registration_form_options" USING btree ("_order");
  CREATE INDEX "events_registration_form_options_parent_id_idx" ON "events_registration_form_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_registration_form_options_locales_locale_parent_id_un" ON "events_registration_form_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_registration_form_order_idx" ON "events_registration_form" USING btree ("_order");
  CREATE INDEX "events_registration_form_parent_id_idx" ON "events_registration_form" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_registration_form_locales_locale_parent_id_unique" ON "events_registration_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_registration_form_options_order_idx" ON "_events_v_version_registration_form_options" USING btree ("_order");
  CREATE INDEX "_events_v_version_registration_form_options_parent_id_idx" ON "_events_v_version_registration_form_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_registration_form_options_locales_locale_p" ON "_events_v_version_registration_form_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_registration_form_order_idx" ON "_events_v_version_registration_form" USING btree ("_order");
  CREATE INDEX "_events_v_version_registration_form_parent_id_idx" ON "_events_v_version_registration_form" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_registration_form_locales_locale_parent_id" ON "_events_v_version_registration_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");
  CREATE INDEX "event_registrations_attended_at_idx" ON "event_registrations" USING btree ("attended_at");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_user_idx" ON "event_registrations" USING btree ("event_id","user_id");
  CREATE UNIQUE INDEX "event_seat_idx" ON "event_registrations" USING btree ("event_id","seat");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_registration_form_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_registration_form_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_registration_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_registration_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_form_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_form_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_registration_form_options" CASCADE;
  DROP TABLE "events_registration_form_options_locales" CASCADE;
  DROP TABLE "events_registration_form" CASCADE;
  DROP TABLE "events_registration_form_locales" CASCADE;
  DROP TABLE "_events_v_version_registration_form_options" CASCADE;
  DROP TABLE "_events_v_version_registration_form_options_locales" CASCADE;
  DROP TABLE "_events_v_version_registration_form" CASCADE;
  DROP TABLE "_events_v_version_registration_form_locales" CASCADE;
  DROP TABLE "event_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  DROP TYPE "public"."enum_events_registration_form_type";
  DROP TYPE "public"."enum__events_v_version_registration_form_type";`)
}
