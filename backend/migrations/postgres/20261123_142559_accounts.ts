import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_gender" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_account_tokens_kind" AS ENUM('activation', 'reset-password', 'email-otp');
  CREATE TYPE "public"."enum_master_options_group" AS ENUM('occupation', 'industry-sector', 'education', 'work-experience');
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('discussion', 'online-course', 'information');
  CREATE TYPE "public"."enum_notifications_status" AS ENUM('unread', 'read');
  CREATE TABLE "users_socmed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_account_tokens_kind" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"email" varchar,
  	"attempts" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "profile_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
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
  	"focal_y" numeric,
  	"sizes_avatar_url" varchar,
  	"sizes_avatar_width" numeric,
  	"sizes_avatar_height" numeric,
  	"sizes_avatar_mime_type" varchar,
  	"sizes_avatar_filesize" numeric,
  	"sizes_avatar_filename" varchar
  );
  
  CREATE TABLE "master_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_master_options_group" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"is_other" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "master_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "provinces" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"province_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"type" "enum_notifications_type" DEFAULT 'information' NOT NULL,
  	"status" "enum_notifications_status" DEFAULT 'unread' NOT NULL,
  	"permalink" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications_locales" (
  	"intro" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"user_id" integer,
  	"visitor_id" varchar,
  	"locale" varchar,
  	"referrer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "is_verified" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "password_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "google_subject" varchar;
  ALTER TABLE "users" ADD COLUMN "linkedin_subject" varchar;
  ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "phone_number" varchar;
  ALTER TABLE "users" ADD COLUMN "gender" "enum_users_gender";
  ALTER TABLE "users" ADD COLUMN "place_of_birth" varchar;
  ALTER TABLE "users" ADD COLUMN "date_of_birth" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "occupation_id" integer;
  ALTER TABLE "users" ADD COLUMN "occupation_other" varchar;
  ALTER TABLE "users" ADD COLUMN "position" varchar;
  ALTER TABLE "users" ADD COLUMN "company" varchar;
  ALTER TABLE "users" ADD COLUMN "industry_sector_id" integer;
  ALTER TABLE "users" ADD COLUMN "university_name" varchar;
  ALTER TABLE "users" ADD COLUMN "education_attainment_id" integer;
  ALTER TABLE "users" ADD COLUMN "job_title" varchar;
  ALTER TABLE "users" ADD COLUMN "work_experience_id" integer;
  ALTER TABLE "users" ADD COLUMN "province_id" integer;
  ALTER TABLE "users" ADD COLUMN "city_id" integer;
  ALTER TABLE "users" ADD COLUMN "subscribe" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "description" varchar;
  ALTER TABLE "users" ADD COLUMN "photo_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "profile_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "master_options_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "provinces_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_views_id" integer;
  ALTER TABLE "users_socmed" ADD CONSTRAINT "users_socmed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "master_options_locales" ADD CONSTRAINT "master_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."master_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications_locales" ADD CONSTRAINT "notifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_socmed_order_idx" ON "users_socmed" USING btree ("_order");
  CREATE INDEX "users_socmed_parent_id_idx" ON "users_socmed" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");
  CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
  CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");
  CREATE INDEX "sessions_updated_at_idx" ON "sessions" USING btree ("updated_at");
  CREATE INDEX "sessions_created_at_idx" ON "sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_tokens_token_hash_idx" ON "account_tokens" USING btree ("token_hash");
  CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");
  CREATE INDEX "account_tokens_updated_at_idx" ON "account_tokens" USING btree ("updated_at");
  CREATE INDEX "account_tokens_created_at_idx" ON "account_tokens" USING btree ("created_at");
  CREATE INDEX "profile_photos_owner_idx" ON "profile_photos" USING btree ("owner_id");
  CREATE INDEX "profile_photos_updated_at_idx" ON "profile_photos" USING btree ("updated_at");
  CREATE INDEX "profile_photos_created_at_idx" ON "profile_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "profile_photos_filename_idx" ON "profile_photos" USING btree ("filename");
  CREATE INDEX "profile_photos_sizes_avatar_sizes_avatar_filename_idx" ON "profile_photos" USING btree ("sizes_avatar_filename");
  CREATE INDEX "master_options_group_idx" ON "master_options" USING btree ("group");
  CREATE INDEX "master_options_updated_at_idx" ON "master_options" USING btree ("updated_at");
  CREATE INDEX "master_options_created_at_idx" ON "master_options" USING btree ("created_at");
  CREATE UNIQUE INDEX "master_options_locales_locale_parent_id_unique" ON "master_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "provinces_code_idx" ON "provinces" USING btree ("code");
  CREATE INDEX "provinces_updated_at_idx" ON "provinces" USING btree ("updated_at");
  CREATE INDEX "provinces_created_at_idx" ON "provinces" USING btree ("created_at");
  CREATE UNIQUE INDEX "cities_code_idx" ON "cities" USING btree ("code");
  CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");
  CREATE INDEX "notifications_status_idx" ON "notifications" USING btree ("status");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "notifications_locales_locale_parent_id_unique" ON "notifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");
  CREATE INDEX "page_views_user_idx" ON "page_views" USING btree ("user_id");
  CREATE INDEX "page_views_visitor_id_idx" ON "page_views" USING btree ("visitor_id");
  CREATE INDEX "page_views_updated_at_idx" ON "page_views" USING btree ("updated_at");
  CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_occupation_id_master_options_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."master_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_industry_sector_id_master_options_id_fk" FOREIGN KEY ("industry_sector_id") REFERENCES "public"."master_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_education_attainment_id_master_options_id_fk" FOREIGN KEY ("education_attainment_id") REFERENCES "public"."master_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_work_experience_id_master_options_id_fk" FOREIGN KEY ("work_experience_id") REFERENCES "public"."master_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_photo_id_profile_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."profile_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sessions_fk" FOREIGN KEY ("sessions_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_tokens_fk" FOREIGN KEY ("account_tokens_id") REFERENCES "public"."account_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_profile_photos_fk" FOREIGN KEY ("profile_photos_id") REFERENCES "public"."profile_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_master_options_fk" FOREIGN KEY ("master_options_id") REFERENCES "public"."master_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_provinces_fk" FOREIGN KEY ("provinces_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_views_fk" FOREIGN KEY ("page_views_id") REFERENCES "public"."page_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "users_google_subject_idx" ON "users" USING btree ("google_subject");
  CREATE UNIQUE INDEX "users_linkedin_subject_idx" ON "users" USING btree ("linkedin_subject");
  CREATE INDEX "users_occupation_idx" ON "users" USING btree ("occupation_id");
  CREATE INDEX "users_industry_sector_idx" ON "users" USING btree ("industry_sector_id");
  CREATE INDEX "users_education_attainment_idx" ON "users" USING btree ("education_attainment_id");
  CREATE INDEX "users_work_experience_idx" ON "users" USING btree ("work_experience_id");
  CREATE INDEX "users_province_idx" ON "users" USING btree ("province_id");
  CREATE INDEX "users_city_idx" ON "users" USING btree ("city_id");
  CREATE INDEX "users_photo_idx" ON "users" USING btree ("photo_id");
  CREATE INDEX "payload_locked_documents_rels_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("sessions_id");
  CREATE INDEX "payload_locked_documents_rels_account_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("account_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_profile_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("profile_photos_id");
  CREATE INDEX "payload_locked_documents_rels_master_options_id_idx" ON "payload_locked_documents_rels" USING btree ("master_options_id");
  CREATE INDEX "payload_locked_documents_rels_provinces_id_idx" ON "payload_locked_documents_rels" USING btree ("provinces_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");
  CREATE INDEX "payload_locked_documents_rels_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("page_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_socmed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "profile_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "master_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "master_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "provinces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_socmed" CASCADE;
  DROP TABLE "sessions" CASCADE;
  DROP TABLE "account_tokens" CASCADE;
  DROP TABLE "profile_photos" CASCADE;
  DROP TABLE "master_options" CASCADE;
  DROP TABLE "master_options_locales" CASCADE;
  DROP TABLE "provinces" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "notifications" CASCADE;
  DROP TABLE "notifications_locales" CASCADE;
  DROP TABLE "page_views" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_occupation_id_master_options_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_industry_sector_id_master_options_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_education_attainment_id_master_options_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_work_experience_id_master_options_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_province_id_provinces_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_city_id_cities_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_photo_id_profile_photos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_profile_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_master_options_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_provinces_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_views_fk";
  
  DROP INDEX "users_google_subject_idx";
  DROP INDEX "users_linkedin_subject_idx";
  DROP INDEX "users_occupation_idx";
  DROP INDEX "users_industry_sector_idx";
  DROP INDEX "users_education_attainment_idx";
  DROP INDEX "users_work_experience_idx";
  DROP INDEX "users_province_idx";
  DROP INDEX "users_city_idx";
  DROP INDEX "users_photo_idx";
  DROP INDEX "payload_locked_documents_rels_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_profile_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_master_options_id_idx";
  DROP INDEX "payload_locked_documents_rels_provinces_id_idx";
  DROP INDEX "payload_locked_documents_rels_cities_id_idx";
  DROP INDEX "payload_locked_documents_rels_notifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_views_id_idx";
  ALTER TABLE "users" DROP COLUMN "is_verified";
  ALTER TABLE "users" DROP COLUMN "password_hash";
  ALTER TABLE "users" DROP COLUMN "google_subject";
  ALTER TABLE "users" DROP COLUMN "linkedin_subject";
  ALTER TABLE "users" DROP COLUMN "anonymised_at";
  ALTER TABLE "users" DROP COLUMN "phone_number";
  ALTER TABLE "users" DROP COLUMN "gender";
  ALTER TABLE "users" DROP COLUMN "place_of_birth";
  ALTER TABLE "users" DROP COLUMN "date_of_birth";
  ALTER TABLE "users" DROP COLUMN "occupation_id";
  ALTER TABLE "users" DROP COLUMN "occupation_other";
  ALTER TABLE "users" DROP COLUMN "position";
  ALTER TABLE "users" DROP COLUMN "company";
  ALTER TABLE "users" DROP COLUMN "industry_sector_id";
  ALTER TABLE "users" DROP COLUMN "university_name";
  ALTER TABLE "users" DROP COLUMN "education_attainment_id";
  ALTER TABLE "users" DROP COLUMN "job_title";
  ALTER TABLE "users" DROP COLUMN "work_experience_id";
  ALTER TABLE "users" DROP COLUMN "province_id";
  ALTER TABLE "users" DROP COLUMN "city_id";
  ALTER TABLE "users" DROP COLUMN "subscribe";
  ALTER TABLE "users" DROP COLUMN "description";
  ALTER TABLE "users" DROP COLUMN "photo_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "profile_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "master_options_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "provinces_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_views_id";
  DROP TYPE "public"."enum_users_gender";
  DROP TYPE "public"."enum_account_tokens_kind";
  DROP TYPE "public"."enum_master_options_group";
  DROP TYPE "public"."enum_notifications_type";
  DROP TYPE "public"."enum_notifications_status";`)
}
