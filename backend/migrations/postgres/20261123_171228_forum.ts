import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "forum_threads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course_id" integer NOT NULL,
  	"chapter_id" integer NOT NULL,
  	"sub_chapter_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"author_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forum_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thread_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"author_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forum_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
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
  
  CREATE TABLE "forum_announcement_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_threads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_comments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_announcement_notices_id" integer;
  ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_sub_chapter_id_course_lectures_id_fk" FOREIGN KEY ("sub_chapter_id") REFERENCES "public"."course_lectures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_images" ADD CONSTRAINT "forum_images_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_images" ADD CONSTRAINT "forum_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "forum_threads_course_idx" ON "forum_threads" USING btree ("course_id");
  CREATE INDEX "forum_threads_chapter_idx" ON "forum_threads" USING btree ("chapter_id");
  CREATE INDEX "forum_threads_sub_chapter_idx" ON "forum_threads" USING btree ("sub_chapter_id");
  CREATE INDEX "forum_threads_author_idx" ON "forum_threads" USING btree ("author_id");
  CREATE INDEX "forum_threads_updated_at_idx" ON "forum_threads" USING btree ("updated_at");
  CREATE INDEX "forum_threads_created_at_idx" ON "forum_threads" USING btree ("created_at");
  CREATE INDEX "forum_comments_thread_idx" ON "forum_comments" USING btree ("thread_id");
  CREATE INDEX "forum_comments_course_idx" ON "forum_comments" USING btree ("course_id");
  CREATE INDEX "forum_comments_author_idx" ON "forum_comments" USING btree ("author_id");
  CREATE INDEX "forum_comments_updated_at_idx" ON "forum_comments" USING btree ("updated_at");
  CREATE INDEX "forum_comments_created_at_idx" ON "forum_comments" USING btree ("created_at");
  CREATE INDEX "forum_images_course_idx" ON "forum_images" USING btree ("course_id");
  CREATE INDEX "forum_images_owner_idx" ON "forum_images" USING btree ("owner_id");
  CREATE INDEX "forum_images_updated_at_idx" ON "forum_images" USING btree ("updated_at");
  CREATE INDEX "forum_images_created_at_idx" ON "forum_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "forum_images_filename_idx" ON "forum_images" USING btree ("filename");
  CREATE UNIQUE INDEX "forum_announcement_notices_key_idx" ON "forum_announcement_notices" USING btree ("key");
  CREATE INDEX "forum_announcement_notices_updated_at_idx" ON "forum_announcement_notices" USING btree ("updated_at");
  CREATE INDEX "forum_announcement_notices_created_at_idx" ON "forum_announcement_notices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_threads_fk" FOREIGN KEY ("forum_threads_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_comments_fk" FOREIGN KEY ("forum_comments_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_images_fk" FOREIGN KEY ("forum_images_id") REFERENCES "public"."forum_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_announcement_notices_fk" FOREIGN KEY ("forum_announcement_notices_id") REFERENCES "public"."forum_announcement_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_forum_threads_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_threads_id");
  CREATE INDEX "payload_locked_documents_rels_forum_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_comments_id");
  CREATE INDEX "payload_locked_documents_rels_forum_images_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_images_id");
  CREATE INDEX "payload_locked_documents_rels_forum_announcement_notices_idx" ON "payload_locked_documents_rels" USING btree ("forum_announcement_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forum_threads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forum_comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forum_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forum_announcement_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forum_threads" CASCADE;
  DROP TABLE "forum_comments" CASCADE;
  DROP TABLE "forum_images" CASCADE;
  DROP TABLE "forum_announcement_notices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_threads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_comments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_announcement_notices_fk";
  
  DROP INDEX "payload_locked_documents_rels_forum_threads_id_idx";
  DROP INDEX "payload_locked_documents_rels_forum_comments_id_idx";
  DROP INDEX "payload_locked_documents_rels_forum_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_forum_announcement_notices_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_threads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_comments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_announcement_notices_id";`)
}
