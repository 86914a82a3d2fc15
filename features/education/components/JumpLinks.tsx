import styles from './education.module.css'

/** In-page links to a page's sections (a small table of contents under the hero). */
export function JumpLinks({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  return (
    <nav className={`container ${styles.jump}`} aria-label={label}>
      <p className={styles.jumpLabel} aria-hidden="true">
        {label}
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
