import type { Endpoint } from 'payload'
import type { TProjectDocumentKind } from '../../collections/ProjectDocuments'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { listProjectDocuments } from '../../services/project-documents/list-project-documents'

/** Not in the spec's list (it names only the routes): the documents of /template and /example. */
function documentsEndpoint(kind: TProjectDocumentKind): Endpoint {
  return {
    path: `/static/${kind}`,
    method: 'get',
    handler: async (req) => ok(await listProjectDocuments(req.payload, kind, requestLocale(req))),
  }
}

export const projectDocumentEndpoints: Endpoint[] = [documentsEndpoint('template'), documentsEndpoint('example')]
