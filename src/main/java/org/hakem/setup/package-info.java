/**
 * What a new installation gets once, after the schema is migrated: the admin account and the demo
 * players and tournaments. It sits above the capabilities it fills, so the platform below them stays
 * free of them.
 */
package org.hakem.setup;
