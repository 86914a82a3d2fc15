import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forum_subscriptions_state" AS ENUM('following', 'muted');
  CREATE TYPE "public"."enum_forum_subscriptions_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_forum_digest_entries_frequency" AS ENUM('daily', 'weekly');
  CREATE TYPE "public"."enum_forum_digest_entries_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_users_notification_preferences_discussion_digest" AS ENUM('immediate', 'daily', 'weekly');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendForumDigests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendForumDigests';
  CREATE TABLE "forum_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer,
  	"thread_id" integer,
  	"state" "enum_forum_subscriptions_state" DEFAULT 'following' NOT NULL,
  	"locale" "enum_forum_subscriptions_locale" DEFAULT 'id',
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forum_digest_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer,
  	"thread_id" integer,
  	"comment_id" integer,
  	"frequency" "enum_forum_digest_entries_frequency" NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"locale" "enum_forum_digest_entries_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "notification_preferences_discussion_digest" "enum_users_notification_preferences_discussion_digest" DEFAULT 'immediate';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_digest_entries_id" integer;
  ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_digest_entries" ADD CONSTRAINT "forum_digest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_digest_entries" ADD CONSTRAINT "forum_digest_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_digest_entries" ADD CONSTRAINT "forum_digest_entries_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_digest_entries" ADD CONSTRAINT "forum_digest_entries_comment_id_forum_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."forum_comments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "forum_subscriptions_user_idx" ON "forum_subscriptions" USING btree ("user_id");
  CREATE INDEX "forum_subscriptions_course_idx" ON "forum_subscriptions" USING btree ("course_id");
  CREATE INDEX "forum_subscriptions_thread_idx" ON "forum_subscriptions" USING btree ("thread_id");
  CREATE UNIQUE INDEX "forum_subscriptions_key_idx" ON "forum_subscriptions" USING btree ("key");
  CREATE INDEX "forum_subscriptions_updated_at_idx" ON "forum_subscriptions" USING btree ("updated_at");
  CREATE INDEX "forum_subscriptions_created_at_idx" ON "forum_subscriptions" USING btree ("created_at");
  CREATE INDEX "forum_digest_entries_user_idx" ON "forum_digest_entries" USING btree ("user_id");
  CREATE INDEX "forum_digest_entries_course_idx" ON "forum_digest_entries" USING btree ("course_id");
  CREATE INDEX "forum_digest_entries_thread_idx" ON "forum_digest_entries" USING btree ("thread_id");
  CREATE INDEX "forum_digest_entries_comment_idx" ON "forum_digest_entries" USING btree ("comment_id");
  CREATE INDEX "forum_digest_entries_due_at_idx" ON "forum_digest_entries" USING btree ("due_at");
  CREATE INDEX "forum_digest_entries_updated_at_idx" ON "forum_digest_entries" USING btree ("updated_at");
  CREATE INDEX "forum_digest_entries_created_at_idx" ON "forum_digest_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_subscriptions_fk" FOREIGN KEY ("forum_subscriptions_id") REFERENCES "public"."forum_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_digest_entries_fk" FOREIGN KEY ("forum_digest_entries_id") REFERENCES "public"."forum_digest_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_forum_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_forum_digest_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_digest_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forum_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forum_digest_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forum_subscriptions" CASCADE;
  DROP TABLE "forum_digest_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_digest_entries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'buildDataExport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'buildDataExport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_forum_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_forum_digest_entries_id_idx";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_discussion_digest";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_digest_entries_id";
  DROP TYPE "public"."enum_forum_subscriptions_state";
  DROP TYPE "public"."enum_forum_subscriptions_locale";
  DROP TYPE "public"."enum_forum_digest_entries_frequency";
  DROP TYPE "public"."enum_forum_digest_entries_locale";
  DROP TYPE "public"."enum_users_notification_preferences_discussion_digest";`)
}
