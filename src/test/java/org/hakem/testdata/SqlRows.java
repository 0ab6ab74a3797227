package org.hakem.testdata;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** What a test reads straight from a database: the first column of every row of a query, as text, in order. */
public final class SqlRows {

    private SqlRows() {
    }

    /** The first column of each row {@code sql} gives on {@code c}, as text (null stays null). */
    public static List<String> of(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
