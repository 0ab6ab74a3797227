/** Account use cases: create accounts, verify passwords. */
package org.hakem.security.application;
