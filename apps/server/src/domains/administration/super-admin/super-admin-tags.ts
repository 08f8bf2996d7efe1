/** OpenAPI tag of every super-admin console route. */
export const SUPER_ADMIN_TAGS = ['Super admin'];
