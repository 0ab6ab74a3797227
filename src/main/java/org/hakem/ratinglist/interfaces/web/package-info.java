/** The arbiter's rating lists page ({@code /arbiter/ratings}): list types, import a CSV list, the lists kept. */
package org.hakem.ratinglist.interfaces.web;
