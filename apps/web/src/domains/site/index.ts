/**
 * The site domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/site/ imports a file inside it.
 */
export { LandingPage } from './landing/components/landing-page';
export { LegalPage } from './legal/components/legal-page';
export { PolicyLinks } from './legal/components/policy-links';
export { Footer } from './shell/components/footer';
export { FullScreenSpinner } from './shell/components/full-screen-spinner';
export { Header } from './shell/components/header';
export { NotFoundPage } from './shell/components/not-found-page';
export { RouteError } from './shell/components/route-error';
