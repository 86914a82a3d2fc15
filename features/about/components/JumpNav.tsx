import styles from './sections.module.css'

/** "On this page": one link per anchored section, scrollable sideways on a phone. */
export function JumpNav({ label, links }: { label: string; links: { id: string; label: string }[] }) {
  return (
    <nav className={styles.jumpNav} aria-label={label}>
      <div className="container">
        <ul className={styles.jumpList}>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
