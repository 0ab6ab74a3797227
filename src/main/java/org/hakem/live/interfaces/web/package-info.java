/** The recording page of a board (#34): one Facelets view for tournaments' and team matches' boards. */
package org.hakem.live.interfaces.web;
