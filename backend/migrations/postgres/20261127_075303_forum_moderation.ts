import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forum_reports_status" AS ENUM('open', 'resolved');
  CREATE TABLE "forum_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reporter_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"thread_id" integer NOT NULL,
  	"comment_id" integer,
  	"reason" varchar NOT NULL,
  	"status" "enum_forum_reports_status" DEFAULT 'open' NOT NULL,
  	"resolved_by_id" integer,
  	"resolved_at" timestamp(3) with time zone,
  	"open_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "forum_threads" ADD COLUMN "pinned" boolean DEFAULT false;
  ALTER TABLE "forum_threads" ADD COLUMN "locked" boolean DEFAULT false;
  ALTER TABLE "forum_threads" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "forum_threads" ADD COLUMN "hidden_by_id" integer;
  ALTER TABLE "forum_threads" ADD COLUMN "hidden_at" timestamp(3) with time zone;
  ALTER TABLE "forum_comments" ADD COLUMN "endorsed" boolean DEFAULT false;
  ALTER TABLE "forum_comments" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "forum_comments" ADD COLUMN "hidden_by_id" integer;
  ALTER TABLE "forum_comments" ADD COLUMN "hidden_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_reports_id" integer;
  ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_comment_id_forum_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."forum_comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "forum_reports_reporter_idx" ON "forum_reports" USING btree ("reporter_id");
  CREATE INDEX "forum_reports_course_idx" ON "forum_reports" USING btree ("course_id");
  CREATE INDEX "forum_reports_thread_idx" ON "forum_reports" USING btree ("thread_id");
  CREATE INDEX "forum_reports_comment_idx" ON "forum_reports" USING btree ("comment_id");
  CREATE INDEX "forum_reports_status_idx" ON "forum_reports" USING btree ("status");
  CREATE INDEX "forum_reports_resolved_by_idx" ON "forum_reports" USING btree ("resolved_by_id");
  CREATE UNIQUE INDEX "forum_reports_open_key_idx" ON "forum_reports" USING btree ("open_key");
  CREATE INDEX "forum_reports_updated_at_idx" ON "forum_reports" USING btree ("updated_at");
  CREATE INDEX "forum_reports_created_at_idx" ON "forum_reports" USING btree ("created_at");
  ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_reports_fk" FOREIGN KEY ("forum_reports_id") REFERENCES "public"."forum_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forum_threads_pinned_idx" ON "forum_threads" USING btree ("pinned");
  CREATE INDEX "forum_threads_hidden_idx" ON "forum_threads" USING btree ("hidden");
  CREATE INDEX "forum_threads_hidden_by_idx" ON "forum_threads" USING btree ("hidden_by_id");
  CREATE INDEX "forum_comments_hidden_idx" ON "forum_comments" USING btree ("hidden");
  CREATE INDEX "forum_comments_hidden_by_idx" ON "forum_comments" USING btree ("hidden_by_id");
  CREATE INDEX "payload_locked_documents_rels_forum_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forum_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forum_reports" CASCADE;
  ALTER TABLE "forum_threads" DROP CONSTRAINT "forum_threads_hidden_by_id_users_id_fk";
  
  ALTER TABLE "forum_comments" DROP CONSTRAINT "forum_comments_hidden_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_reports_fk";
  
  DROP INDEX "forum_threads_pinned_idx";
  DROP INDEX "forum_threads_hidden_idx";
  DROP INDEX "forum_threads_hidden_by_idx";
  DROP INDEX "forum_comments_hidden_idx";
  DROP INDEX "forum_comments_hidden_by_idx";
  DROP INDEX "payload_locked_documents_rels_forum_reports_id_idx";
  ALTER TABLE "forum_threads" DROP COLUMN "pinned";
  ALTER TABLE "forum_threads" DROP COLUMN "locked";
  ALTER TABLE "forum_threads" DROP COLUMN "hidden";
  ALTER TABLE "forum_threads" DROP COLUMN "hidden_by_id";
  ALTER TABLE "forum_threads" DROP COLUMN "hidden_at";
  ALTER TABLE "forum_comments" DROP COLUMN "endorsed";
  ALTER TABLE "forum_comments" DROP COLUMN "hidden";
  ALTER TABLE "forum_comments" DROP COLUMN "hidden_by_id";
  ALTER TABLE "forum_comments" DROP COLUMN "hidden_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_reports_id";
  DROP TYPE "public"."enum_forum_reports_status";`)
}
