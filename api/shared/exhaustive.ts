/**
 * The `default` of a `switch` that has a case for every member of a union (a decider's events):
 * it compiles only while none is left without one, so a new event type fails the build in every
 * decider that folds its union until someone says what the event does there. A typed value
 * never reaches it; at run time it hands back what it was given, as the inline
 * `const never: never = e; return never;` did.
 */
export const exhaustive = (value: never): never => value;
