/** Login and logout pages, and the admin's account page. */
package org.hakem.security.interfaces.web;
