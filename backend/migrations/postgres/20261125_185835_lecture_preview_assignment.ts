import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "course_lectures" ADD COLUMN "content_preview_image_id" integer;
  ALTER TABLE "course_lectures" ADD COLUMN "assignment_duration" numeric;
  ALTER TABLE "course_lectures" ADD COLUMN "assignment_lock_button" boolean DEFAULT false;
  ALTER TABLE "course_lectures_locales" ADD COLUMN "content_description" varchar;
  ALTER TABLE "course_lectures_locales" ADD COLUMN "content_preview_alt" varchar;
  ALTER TABLE "course_lectures_locales" ADD COLUMN "assignment_question" varchar;
  ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_content_preview_image_id_media_id_fk" FOREIGN KEY ("content_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "course_lectures_content_preview_content_preview_image_idx" ON "course_lectures" USING btree ("content_preview_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "course_lectures" DROP CONSTRAINT "course_lectures_content_preview_image_id_media_id_fk";
  
  DROP INDEX "course_lectures_content_preview_content_preview_image_idx";
  ALTER TABLE "course_lectures" DROP COLUMN "content_preview_image_id";
  ALTER TABLE "course_lectures" DROP COLUMN "assignment_duration";
  ALTER TABLE "course_lectures" DROP COLUMN "assignment_lock_button";
  ALTER TABLE "course_lectures_locales" DROP COLUMN "content_description";
  ALTER TABLE "course_lectures_locales" DROP COLUMN "content_preview_alt";
  ALTER TABLE "course_lectures_locales" DROP COLUMN "assignment_question";`)
}
