import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`module\` text NOT NULL,
  	\`doc_id\` numeric NOT NULL,
  	\`locale\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`haystack\` text,
  	\`permalink\` text NOT NULL,
  	\`kind\` text,
  	\`kind_label\` text,
  	\`year\` numeric,
  	\`date\` text,
  	\`sort_date\` text,
  	\`image_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_entries_module_idx\` ON \`search_entries\` (\`module\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_doc_id_idx\` ON \`search_entries\` (\`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_locale_idx\` ON \`search_entries\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_year_idx\` ON \`search_entries\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_sort_date_idx\` ON \`search_entries\` (\`sort_date\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_updated_at_idx\` ON \`search_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_created_at_idx\` ON \`search_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_entries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_entries_rels_order_idx\` ON \`search_entries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_rels_parent_idx\` ON \`search_entries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_rels_path_idx\` ON \`search_entries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_rels_topics_id_idx\` ON \`search_entries_rels\` (\`topics_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_entries_id\` integer REFERENCES search_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_entries\`;`)
  await db.run(sql`DROP TABLE \`search_entries_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`page_meta_id\` integer,
  	\`topics_id\` integer,
  	\`elibrary_types_id\` numeric,
  	\`elibrary_items_id\` integer,
  	\`library_files_id\` integer,
  	\`research_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_meta_id\`) REFERENCES \`page_meta\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`elibrary_types_id\`) REFERENCES \`elibrary_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`elibrary_items_id\`) REFERENCES \`elibrary_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_files_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_meta_id_idx\` ON \`payload_locked_documents_rels\` (\`page_meta_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_types_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_items_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_files_id_idx\` ON \`payload_locked_documents_rels\` (\`library_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_id_idx\` ON \`payload_locked_documents_rels\` (\`research_id\`);`)
}
