/** Account administration over REST. */
package org.hakem.security.interfaces.rest;
