/** Accounts and roles. */
package org.hakem.security.domain;
