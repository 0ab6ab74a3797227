package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.rating.RatingParameters;
import org.hakem.rating.TimeControlClass;
import org.hakem.ratinglist.application.RatingListService;
import org.hakem.security.domain.Role;
import org.hakem.event.application.Actor;
import org.hakem.tournament.application.EventRatingService;
import org.hakem.platform.ForbiddenException;
import org.hakem.platform.web.Page;

/**
 * The rating block of a tournament's settings (list type, time-control class), shown at the end of the settings page
 * and at {@code /arbiter/tournaments/ID/rating}, which takes its post and returns to the settings page.
 */
@Named("ratingSettings")
@RequestScoped
public class RatingSettingsBean {

    @Inject
    Page page;

    @Inject
    EventRatingService ratings;

    @Inject
    RatingListService lists;

    private final List<String> errors = new ArrayList<>();
    private String listType;
    private String timeControlClass;
    private boolean loaded;

    private long id() {
        return TournamentParams.parseId(page.pathParam("id"));
    }

    private void current() {
        if (!loaded) {
            loaded = true;
            Optional<EventRatingService.Settings> s = ratings.settings(id());
            listType = s.map(EventRatingService.Settings::listType).orElse("");
            timeControlClass = s.map(EventRatingService.Settings::timeControlClass).orElse("standard");
        }
    }

    /** The view action of {@code /arbiter/tournaments/ID/rating}: saves a post and returns to the settings. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        if (!page.isPost()) {
            current();
            return;
        }
        loaded = true;
        listType = page.text("listType") == null ? "" : page.text("listType");
        timeControlClass = page.text("timeControlClass");
        try {
            ratings.configure(id(), listType, timeControlClass, new Actor(page.user(),
                    page.request().isUserInRole(Role.ADMIN_NAME)));
            page.redirect("/arbiter/tournaments/" + id() + "/settings?rating=saved");
        } catch (ValidationException e) {
            errors.addAll(e.fieldErrors(page.locale()).values());
            page.status(400);
        } catch (ForbiddenException e) {
            errors.add(page.say(e));
            page.status(403);
        } catch (NotFoundException e) {
            errors.add(page.say(e));
            page.status(404);
        }
    }

    public String getEventId() {
        return Long.toString(id());
    }

    public List<RatingParameters> getTypes() {
        return lists.types();
    }

    public List<String> getTimeControlClasses() {
        return java.util.Arrays.stream(TimeControlClass.values()).map(TimeControlClass::text).toList();
    }

    public String getListType() {
        current();
        return listType;
    }

    public String getTimeControlClass() {
        current();
        return timeControlClass;
    }

    public boolean isRated() {
        return !getListType().isEmpty();
    }

    public boolean isSaved() {
        return "saved".equals(page.param("rating"));
    }

    public List<String> getErrors() {
        return errors;
    }
}
