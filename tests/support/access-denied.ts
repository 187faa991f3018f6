/** SPEC section 6's answer (403) to a signed-in role that lacks the route's capability. */
export const accessDenied = (role: string) => `Access denied. Your role (${role}) lacks required permissions.`;
