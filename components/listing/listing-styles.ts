/**
 * The class names a listing gives the kit (its CSS module): the kit lays out the markup, the listing keeps
 * its look. `searchField` and `actions` are needed only by forms that have a search field or buttons.
 */
export type TListingStyles = {
  readonly filters?: string
  readonly field?: string
  readonly searchField?: string
  readonly actions?: string
  readonly status?: string
  readonly empty?: string
}
