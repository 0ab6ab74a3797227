package org.hakem.profile.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.hakem.ratinglist.domain.RatingPoint;
import org.junit.jupiter.api.Test;

/** The numbers the player's page draws its rating plot from (issue 35). */
class RatingPlotTest {

    static RatingPoint point(String type, String date, int rating) {
        return new RatingPoint(type, LocalDate.parse(date), rating, 10);
    }

    @Test
    void datesGoAlongAndRatingsUpInsideTheDrawingOneSeriesAListType() {
        RatingPlot plot = new RatingPlot(List.of(point("fmjd-64", "2024-01-01", 1900), point("fmjd-64", "2025-01-01", 1950),
                point("tur-national", "2024-07-01", 2012)));
        assertEquals(1900, plot.low());
        assertEquals(2050, plot.high());
        List<RatingPlot.Series> series = plot.getSeries();
        assertEquals(List.of("fmjd-64", "tur-national"), series.stream().map(RatingPlot.Series::listType).toList());
        assertEquals(List.of(0, 1), series.stream().map(RatingPlot.Series::index).toList());
        RatingPlot.Dot first = series.get(0).dots().get(0), second = series.get(0).dots().get(1);
        // the first list at the left edge and the bottom of the scale, the last at the right edge
        assertEquals(String.valueOf((double) RatingPlot.LEFT), first.x());
        assertEquals(String.valueOf((double) (RatingPlot.HEIGHT - RatingPlot.BOTTOM)), first.y());
        assertEquals(String.valueOf((double) (RatingPlot.WIDTH - RatingPlot.RIGHT)), second.x());
        assertTrue(Double.parseDouble(second.y()) < Double.parseDouble(first.y()), "a higher rating is higher up");
        RatingPlot.Dot national = series.get(1).dots().get(0);
        double x = Double.parseDouble(national.x());
        assertTrue(x > RatingPlot.LEFT && x < RatingPlot.WIDTH - RatingPlot.RIGHT, national.x());
        assertEquals("tur-national 2024-07-01: 2012", national.label());
        assertEquals(first.x() + "," + first.y() + " " + second.x() + "," + second.y(), series.get(0).points());
        assertEquals(List.of("1900", "1975", "2050"), plot.getRatingTicks().stream().map(RatingPlot.Tick::text).toList());
        assertEquals(List.of("2024-01-01", "2025-01-01"), plot.getDateTicks().stream().map(RatingPlot.Tick::text).toList());
    }

    @Test
    void oneListIsDrawnInTheMiddleOfAScaleAroundIt() {
        RatingPlot plot = new RatingPlot(List.of(point("fmjd-100", "2025-06-01", 2200)));
        assertEquals(2150, plot.low());
        assertEquals(2250, plot.high());
        RatingPlot.Dot dot = plot.getSeries().get(0).dots().get(0);
        assertEquals(RatingPlot.LEFT + (RatingPlot.WIDTH - RatingPlot.LEFT - RatingPlot.RIGHT) / 2.0, Double.parseDouble(dot.x()));
        assertEquals(RatingPlot.TOP + (RatingPlot.HEIGHT - RatingPlot.TOP - RatingPlot.BOTTOM) / 2.0, Double.parseDouble(dot.y()));
        assertEquals(1, plot.getDateTicks().size());
    }
}
