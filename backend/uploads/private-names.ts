import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { CollectionBeforeOperationHook } from 'payload'

/** 128 random bits in hex, then the original extension: the shape every private file is stored under. */
export const RANDOM_FILE_NAME = /^[0-9a-f]{32}(\.[a-z0-9]{1,10})?$/

export function randomFileName(originalName: string): string {
  const extension = path.extname(originalName).toLowerCase().replace(/[^.a-z0-9]/g, '')
  return `${randomBytes(16).toString('hex')}${extension.length > 1 ? extension : ''}`
}

/**
 * A private collection's file is stored under a random name, so knowing an id, a user or a course never gives its
 * URL (payment proofs were `proof-<registration id>.png`). When the collection has a title field and the upload
 * brings none, the original name is kept there, for the pages that show it (see downloadName).
 */
export function storeUnderRandomName(options: { keepNameIn?: 'title' } = {}): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || !req.file?.name) return args
    const originalName = req.file.name
    req.file.name = randomFileName(originalName)
    const data = (args as { data?: Record<string, unknown> }).data
    if (options.keepNameIn && data && !data[options.keepNameIn]) data[options.keepNameIn] = originalName
    return args
  }
}

/** The name a page shows and downloads a private file under: its title (with the file's extension), else the stored name. */
export function downloadName(file: { filename?: string | null; title?: string | null }): string {
  const stored = file.filename ?? ''
  const title = file.title?.trim()
  if (!title) return stored
  const extension = path.extname(stored)
  return extension && !title.toLowerCase().endsWith(extension.toLowerCase()) ? `${title}${extension}` : title
}

/** Marks an upload collection as private: the migrate step renames its older files (backend/uploads/relocate-uploads.ts). */
export const PRIVATE_FILES = { privateFiles: true } as const

export function hasPrivateFiles(collection: { custom?: Record<string, unknown> }): boolean {
  return collection.custom?.privateFiles === true
}
