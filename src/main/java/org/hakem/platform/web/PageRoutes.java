package org.hakem.platform.web;

import java.util.List;

/**
 * The page addresses one capability owns. Each capability's {@code interfaces.web} package has one
 * application-scoped bean implementing this; {@link PageRouter} asks them all.
 */
public interface PageRoutes {

    List<PageRoute> routes();
}
