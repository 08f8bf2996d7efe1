import { setupServer } from 'msw/node';

/** The network edge of component tests: handlers answer with contract-shaped replies. */
export const server = setupServer();
