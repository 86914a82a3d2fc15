import type { TCopCopy } from './cop-copy-type'

/** The community of practice page in English. */
export const COP_COPY_EN: TCopCopy = {
  intro: {
    title: 'Community of Practice on PPP and Infrastructure Finance',
    body: `The Community of Practice (CoP) is a network of the people who handle infrastructure projects day to day: officials of Government Contracting Agencies (GCA), members of PPP units in ministries and local governments, business entities, consultants, bankers and academics.
Since 2021 the CoP has been a safe space to swap experience, discuss real problems in the field, and learn from projects that succeeded as well as those that stalled. It now has more than 1,200 practitioners from 34 provinces.`,
  },
  purpose: {
    title: 'What the Community Is For',
    body: 'The community exists so that knowledge about preparing and running PPP projects does not stay inside one agency or one project.',
    points: [
      { title: 'Share good practice', description: 'Document the lessons of PPP projects already under way so the next projects can use them.' },
      { title: 'Solve problems together', description: 'Discuss preparation hurdles such as land acquisition, risk allocation and government support with peers who have faced them.' },
      { title: 'Build regional capacity', description: 'Connect local governments with speakers and mentors who have prepared projects before.' },
      { title: 'Inform policy', description: 'Bring field experience to the improvement of PPP regulations and guidelines.' },
    ],
  },
  membership: {
    title: 'Membership',
    eligibility: `Membership is free and open to:
- officials of ministries, agencies and local governments who plan or prepare infrastructure projects;
- staff of state- and region-owned enterprises and business entities involved in PPP projects;
- consultants, transaction advisers and financial-sector professionals working on infrastructure finance;
- lecturers and researchers studying infrastructure policy;
- alumni of the CP3P certification and LPI Learning online courses.
Postgraduate students may join as junior members with a recommendation from their supervisor.`,
    steps: [
      { title: 'Create an LPI Learning account', description: 'Register and activate your account on this site with your work email or an active personal email.' },
      { title: 'Send your application', description: 'Email the CoP secretariat your name, organisation, position and the projects you are interested in.' },
      { title: 'Secretariat review', description: 'The secretariat reviews applications within 5 working days and may ask for more information.' },
      { title: 'New member orientation', description: 'New members are invited to a monthly online orientation and to the discussion group of their sector.' },
    ],
    joinLabel: 'Apply for membership',
    joinUrl: 'mailto:kop@lpi-learning.test?subject=CoP%20Membership%20Application',
  },
  benefitActivity: {
    title: 'Benefits and Activities',
    intro: 'Members get access to a network, materials and activities designed around what practitioners need.',
    benefits: [
      { title: 'A cross-sector network', description: 'Connect with practitioners from government, business, banking and universities.' },
      { title: 'Project clinics', description: 'Group consultations with experienced mentors on the project you are preparing.' },
      { title: 'Member-only materials', description: 'Case studies, document templates and discussion recordings shared with members only.' },
      { title: 'Training priority', description: 'Reserved places in workshops and a discount on CP3P certification fees.' },
    ],
    activities: [
      { title: 'Monthly discussions', description: 'An online discussion on the third Thursday of each month about one topic or one project.' },
      { title: 'Project visits', description: 'Site visits to PPP projects under construction or in operation, twice a year.' },
      { title: 'Annual meeting', description: 'An in-person gathering of all members with experience-sharing sessions and practitioner awards.' },
      { title: 'Quarterly newsletter', description: 'Summaries of discussions, project profiles and regulatory news, published every three months.' },
    ],
  },
  newsletter: {
    title: 'Newsletter Archive',
    intro: 'The CoP newsletter is published every quarter. Download the latest issue or earlier ones as PDF.',
  },
  highlight: {
    title: 'Community of Practice',
    summary: 'More than 1,200 PPP and infrastructure finance practitioners from 34 provinces share experience through monthly discussions, project clinics and a quarterly newsletter.',
    linkLabel: 'Meet the community',
  },
}
