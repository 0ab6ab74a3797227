package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.hakem.event.application.Actor;
import org.hakem.platform.ForbiddenException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.platform.web.Page;
import org.hakem.security.domain.Role;
import org.hakem.standings.category.CategoryChoice;
import org.hakem.tournament.application.CategoryStandings;
import org.hakem.tournament.application.TournamentService;

/**
 * The categories block of a tournament's settings (issue 33: women, junior and senior age groups, rating groups,
 * clubs, federations), shown on the settings page; {@code /arbiter/tournaments/ID/categories} takes its post and
 * returns to the settings page.
 */
@Named("categorySettings")
@RequestScoped
public class CategorySettingsBean {

    @Inject
    Page page;

    @Inject
    TournamentService service;

    private final List<String> errors = new ArrayList<>();
    private CategoryChoice choice;
    private String bounds;

    private long id() {
        return TournamentParams.parseId(page.pathParam("id"));
    }

    private CategoryChoice current() {
        if (choice == null) {
            choice = service.snapshot(id(), true).event().categories();
        }
        return choice;
    }

    /** The view action of {@code /arbiter/tournaments/ID/categories}: saves a post and returns to the settings. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        if (!page.isPost()) {
            page.redirect("/arbiter/tournaments/" + id() + "/settings");
            return;
        }
        bounds = page.text("ratingBounds");
        try {
            choice = CategoryStandings.choice("true".equals(page.param("women")), ages(page.params("juniors")),
                    ages(page.params("seniors")), bounds(bounds), "true".equals(page.param("clubs")),
                    "true".equals(page.param("federations")));
            service.chooseCategories(id(), choice, new Actor(page.user(), page.request().isUserInRole(Role.ADMIN_NAME)));
            page.redirect("/arbiter/tournaments/" + id() + "/settings?categories=saved");
        } catch (ValidationException e) {
            // shown again as sent: the boxes ticked (ages the lists know), the bounds as typed
            choice = new CategoryChoice("true".equals(page.param("women")),
                    known(ages(page.params("juniors")), CategoryChoice.JUNIOR_AGES),
                    known(ages(page.params("seniors")), CategoryChoice.SENIOR_AGES), List.of(),
                    "true".equals(page.param("clubs")), "true".equals(page.param("federations")));
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

    private static List<Integer> ages(String[] values) {
        List<Integer> out = new ArrayList<>();
        for (String v : values == null ? new String[0] : values) {
            try {
                out.add(Integer.valueOf(v.strip()));
            } catch (NumberFormatException e) {
                out.add(null);
            }
        }
        return out;
    }

    private static java.util.Set<Integer> known(List<Integer> ages, java.util.Set<Integer> allowed) {
        java.util.Set<Integer> out = new TreeSet<>();
        ages.stream().filter(a -> a != null && allowed.contains(a)).forEach(out::add);
        return out;
    }

    /** "1600, 1800" or "1600 1800" as bounds; a word that is no number makes the bounds wrong. */
    private static List<Integer> bounds(String text) {
        List<Integer> out = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return out;
        }
        for (String w : text.strip().split("[\\s,;/]+")) {
            try {
                out.add(Integer.valueOf(w));
            } catch (NumberFormatException e) {
                out.add(null);
            }
        }
        return out;
    }

    public String getEventId() {
        return Long.toString(id());
    }

    public List<Integer> getJuniorAges() {
        return List.copyOf(new TreeSet<>(CategoryChoice.JUNIOR_AGES));
    }

    public List<Integer> getSeniorAges() {
        return List.copyOf(new TreeSet<>(CategoryChoice.SENIOR_AGES));
    }

    public boolean junior(int age) {
        return current().juniors().contains(age);
    }

    public boolean senior(int age) {
        return current().seniors().contains(age);
    }

    public boolean isWomen() {
        return current().women();
    }

    public boolean isClubs() {
        return current().clubs();
    }

    public boolean isFederations() {
        return current().federations();
    }

    /** The rating bounds as the field shows them: "1600, 1800". */
    public String getRatingBounds() {
        if (bounds != null && !errors.isEmpty()) {
            return bounds;
        }
        return String.join(", ", current().ratingBounds().stream().map(String::valueOf).toList());
    }

    public boolean isSaved() {
        return "saved".equals(page.param("categories"));
    }

    public List<String> getErrors() {
        return errors;
    }
}
