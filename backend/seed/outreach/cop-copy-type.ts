type TPointSeed = { title: string; description: string }

/** The texts of the community of practice page; rich-text fields are written as richLines source. */
export type TCopCopy = {
  intro: { title: string; body: string }
  purpose: { title: string; body: string; points: TPointSeed[] }
  membership: { title: string; eligibility: string; steps: TPointSeed[]; joinLabel: string; joinUrl: string }
  benefitActivity: { title: string; intro: string; benefits: TPointSeed[]; activities: TPointSeed[] }
  newsletter: { title: string; intro: string }
  highlight: { title: string; summary: string; linkLabel: string }
}
