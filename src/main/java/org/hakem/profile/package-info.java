/**
 * A registry player's public page (issue 35, {@code /players/ID}): what the registry shows of them, their archived
 * games with their score by colour and by year, their opponents and openings (with links to the opening explorer
 * filtered to them), the events they play in and their rating history from the imported lists. It only reads, and
 * joins what each capability's use cases answer: the registry ({@code player.application}), the archive
 * ({@code archive.application.PlayerGames}), every kind of event ({@code event.application.PlayerEvents}) and the rating
 * lists ({@code ratinglist.application}); no capability uses it.
 */
package org.hakem.profile;
