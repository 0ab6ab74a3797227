package org.hakem.standings.category;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.hakem.standings.category.Categories.Member;
import org.hakem.standings.category.Categories.Place;
import org.junit.jupiter.api.Test;

class CategoriesTest {

    private static Member born(int startNumber, Integer birthYear) {
        return new Member(startNumber, startNumber, null, birthYear, null, null, null);
    }

    private static List<String> codes(Member m, CategoryChoice c, int year) {
        return Categories.of(m, c, year).stream().map(Category::code).toList();
    }

    @Test
    void juniorsCountTheBirthYearAtTheEventYearWithTheLimitIncluded() {
        CategoryChoice c = CategoryChoice.parse("U12 U16");
        // 2026: U12 is born in 2014 or later (12 at most in 2026, under 12 on 1 January), U16 in 2010 or later
        assertEquals(List.of("U12", "U16"), codes(born(1, 2014), c, 2026));
        assertEquals(List.of("U16"), codes(born(1, 2013), c, 2026));
        assertEquals(List.of("U16"), codes(born(1, 2010), c, 2026));
        assertEquals(List.of(), codes(born(1, 2009), c, 2026));
        // the same player a year later is a year older
        assertEquals(List.of(), codes(born(1, 2010), c, 2027));
        assertEquals(List.of(), codes(born(1, null), c, 2026));
    }

    @Test
    void seniorsAreThoseWhoReachTheAgeInTheEventYear() {
        CategoryChoice c = CategoryChoice.parse("50+ 65+");
        assertEquals(List.of("50+"), codes(born(1, 1976), c, 2026));
        assertEquals(List.of(), codes(born(1, 1977), c, 2026));
        assertEquals(List.of("50+", "65+"), codes(born(1, 1961), c, 2026));
        assertEquals(List.of("50+"), codes(born(1, 1962), c, 2026));
    }

    @Test
    void ratingGroupsTakeTheLowerBoundAndLeaveTheUpper() {
        CategoryChoice c = CategoryChoice.parse("R1600/1800");
        assertEquals(List.of("R<1600", "R1600-1799", "R≥1800"), c.ratingGroups().stream().map(Category::code).toList());
        assertEquals(List.of("R<1600"), codes(new Member(1, 1, null, null, null, null, null), c, 2026));
        assertEquals(List.of("R<1600"), codes(new Member(1, 1, null, null, 1599, null, null), c, 2026));
        assertEquals(List.of("R1600-1799"), codes(new Member(1, 1, null, null, 1600, null, null), c, 2026));
        assertEquals(List.of("R1600-1799"), codes(new Member(1, 1, null, null, 1799, null, null), c, 2026));
        assertEquals(List.of("R≥1800"), codes(new Member(1, 1, null, null, 1800, null, null), c, 2026));
    }

    @Test
    void womenNeedAKnownSexAndClubsAndFederationsGroupByName() {
        CategoryChoice c = CategoryChoice.parse("W CLUB FED");
        assertEquals(List.of("W", "CLUB:Ankara Dama", "FED:TUR"),
                codes(new Member(1, 1, "w", null, null, " Ankara Dama ", "TUR"), c, 2026));
        assertEquals(List.of("FED:TUR"), codes(new Member(1, 1, "m", null, null, " ", "TUR"), c, 2026));
        assertEquals(List.of(), codes(new Member(1, 1, null, null, null, null, null), c, 2026));
    }

    @Test
    void aCategoryRanksItsPlayersByTheirOverallPlaceAndTiesShareAPlace() {
        List<Member> players = List.of(
                new Member(1, 1, "m", 1990, 2300, "İzmir", "TUR"),
                new Member(4, 2, "w", 2015, 1500, "Ankara", "TUR"),
                new Member(2, 3, "w", 1960, 1900, "Çorum", "NED"),
                new Member(3, 3, "w", 2014, 1700, "Ankara", "TUR"),
                new Member(5, 5, "w", 2016, 1400, null, "TUR"));
        List<Categories.Ranking> r = Categories.rank(CategoryChoice.parse("W U12 U14 50+ R1600/1800 CLUB"), 2026, players);
        assertEquals(List.of("W", "U12", "U14", "50+", "R<1600", "R1600-1799", "R≥1800", "CLUB:Ankara", "CLUB:Çorum",
                "CLUB:İzmir"), r.stream().map(x -> x.category().code()).toList());
        // women: 4 (overall 2nd) first, 2 and 3 tied at overall 3rd share the 2nd place, 5 is 4th
        assertEquals(List.of(new Place(1, 4, 2), new Place(2, 2, 3), new Place(2, 3, 3), new Place(4, 5, 5)),
                r.get(0).places());
        // U12: born 2014 or later
        assertEquals(List.of(new Place(1, 4, 2), new Place(2, 3, 3), new Place(3, 5, 5)), r.get(1).places());
        assertEquals(List.of(new Place(1, 2, 3)), r.get(3).places());
        assertEquals(List.of(new Place(1, 4, 2), new Place(2, 5, 5)), r.get(4).places());
        // an empty category (U20 here: nobody) is left out
        assertTrue(Categories.rank(CategoryChoice.parse("U8"), 2026, players).isEmpty());
    }

    @Test
    void theChoiceReadsBackItsCodeAndRefusesWhatItDoesNotKnow() {
        CategoryChoice c = new CategoryChoice(true, Set.of(20, 8), Set.of(65), List.of(1400, 2000), true, false);
        assertEquals("W U8 U20 65+ R1400/2000 CLUB", c.code());
        assertEquals(c, CategoryChoice.parse(c.code()));
        assertEquals(CategoryChoice.NONE, CategoryChoice.parse(" "));
        assertThrows(IllegalArgumentException.class, () -> CategoryChoice.parse("U11"));
        assertThrows(IllegalArgumentException.class, () -> CategoryChoice.parse("40+"));
        assertThrows(IllegalArgumentException.class, () -> CategoryChoice.parse("R1800/1600"));
        assertThrows(IllegalArgumentException.class, () -> CategoryChoice.parse("X"));
    }
}
