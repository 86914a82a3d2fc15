import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "library_files" ADD COLUMN "prefix" varchar DEFAULT 'library-files';
  ALTER TABLE "library_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "event_files" ADD COLUMN "prefix" varchar DEFAULT 'event-files';
  ALTER TABLE "event_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "newsletter_files" ADD COLUMN "prefix" varchar DEFAULT 'newsletter-files';
  ALTER TABLE "newsletter_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "resource_files" ADD COLUMN "prefix" varchar DEFAULT 'resource-files';
  ALTER TABLE "resource_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "profile_photos" ADD COLUMN "prefix" varchar DEFAULT 'profile-photos';
  ALTER TABLE "profile_photos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "course_files" ADD COLUMN "prefix" varchar DEFAULT 'course-files';
  ALTER TABLE "course_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "forum_images" ADD COLUMN "prefix" varchar DEFAULT 'forum-images';
  ALTER TABLE "forum_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "cp3p_payment_proofs" ADD COLUMN "prefix" varchar DEFAULT 'cp3p-payment-proofs';
  ALTER TABLE "cp3p_payment_proofs" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "cp3p_materials" ADD COLUMN "prefix" varchar DEFAULT 'cp3p-materials';
  ALTER TABLE "cp3p_materials" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "library_files" DROP COLUMN "prefix";
  ALTER TABLE "library_files" DROP COLUMN "_objectkey";
  ALTER TABLE "event_files" DROP COLUMN "prefix";
  ALTER TABLE "event_files" DROP COLUMN "_objectkey";
  ALTER TABLE "newsletter_files" DROP COLUMN "prefix";
  ALTER TABLE "newsletter_files" DROP COLUMN "_objectkey";
  ALTER TABLE "resource_files" DROP COLUMN "prefix";
  ALTER TABLE "resource_files" DROP COLUMN "_objectkey";
  ALTER TABLE "profile_photos" DROP COLUMN "prefix";
  ALTER TABLE "profile_photos" DROP COLUMN "_objectkey";
  ALTER TABLE "course_files" DROP COLUMN "prefix";
  ALTER TABLE "course_files" DROP COLUMN "_objectkey";
  ALTER TABLE "forum_images" DROP COLUMN "prefix";
  ALTER TABLE "forum_images" DROP COLUMN "_objectkey";
  ALTER TABLE "cp3p_payment_proofs" DROP COLUMN "prefix";
  ALTER TABLE "cp3p_payment_proofs" DROP COLUMN "_objectkey";
  ALTER TABLE "cp3p_materials" DROP COLUMN "prefix";
  ALTER TABLE "cp3p_materials" DROP COLUMN "_objectkey";`)
}
