import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_requests_kind" AS ENUM('export', 'deletion');
  CREATE TYPE "public"."enum_data_requests_status" AS ENUM('queued', 'ready', 'failed', 'done');
  CREATE TYPE "public"."enum_data_requests_locale" AS ENUM('id', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'buildDataExport';
  CREATE TABLE "data_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_data_requests_kind" NOT NULL,
  	"status" "enum_data_requests_status" DEFAULT 'queued' NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"file_id" integer,
  	"locale" "enum_data_requests_locale" DEFAULT 'id',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"prefix" varchar DEFAULT 'data-exports',
  	"_objectkey" varchar,
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
  
  ALTER TABLE "certificates" ADD COLUMN "holder_name" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_exports_id" integer;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_file_id_data_exports_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_exports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id");
  CREATE INDEX "data_requests_kind_idx" ON "data_requests" USING btree ("kind");
  CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status");
  CREATE INDEX "data_requests_file_idx" ON "data_requests" USING btree ("file_id");
  CREATE INDEX "data_requests_updated_at_idx" ON "data_requests" USING btree ("updated_at");
  CREATE INDEX "data_requests_created_at_idx" ON "data_requests" USING btree ("created_at");
  CREATE INDEX "data_exports_owner_idx" ON "data_exports" USING btree ("owner_id");
  CREATE INDEX "data_exports_updated_at_idx" ON "data_exports" USING btree ("updated_at");
  CREATE INDEX "data_exports_created_at_idx" ON "data_exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "data_exports_filename_idx" ON "data_exports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_requests_fk" FOREIGN KEY ("data_requests_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_exports_fk" FOREIGN KEY ("data_exports_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_requests_id");
  CREATE INDEX "payload_locked_documents_rels_data_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("data_exports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_requests" CASCADE;
  DROP TABLE "data_exports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_exports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_exports_id_idx";
  ALTER TABLE "certificates" DROP COLUMN "holder_name";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_exports_id";
  DROP TYPE "public"."enum_data_requests_kind";
  DROP TYPE "public"."enum_data_requests_status";
  DROP TYPE "public"."enum_data_requests_locale";`)
}
