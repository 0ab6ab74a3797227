package org.hakem.cli;

import java.io.PrintWriter;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.ArrayDeque;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Keeps the connections of a data source open for reuse, as the application server's pool does for the server: the
 * command line had none, and a PostgreSQL connection is a process of its own, which must read the catalogue before
 * its first statement. An import opens a transaction per batch of games; starting a backend for each cost about a
 * third of the database's time in {@code bench import}.
 *
 * <p>A connection handed back is rolled back if it was left in a transaction and set to auto-commit again; the
 * handle given out refuses every use after its {@code close()}. At most {@code idle} connections wait for reuse;
 * more in use at once are opened and closed as usual. {@link #close()} closes the waiting ones.
 */
final class PooledDataSource implements DataSource, AutoCloseable {

    private final DataSource target;
    private final int idleMax;
    private final ArrayDeque<Connection> idle = new ArrayDeque<>();
    private boolean closed;

    PooledDataSource(DataSource target, int idleMax) {
        this.target = target;
        this.idleMax = idleMax;
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection real;
        synchronized (idle) {
            real = idle.pollFirst();
        }
        while (real != null && real.isClosed()) { // the server ended it meanwhile
            synchronized (idle) {
                real = idle.pollFirst();
            }
        }
        if (real == null) {
            real = target.getConnection();
        }
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                new Handle(real));
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        return target.getConnection(user, password); // another identity: not pooled
    }

    /** Closes the connections waiting for reuse; connections in use are closed when handed back. */
    @Override
    public void close() {
        synchronized (idle) {
            closed = true;
            for (Connection c : idle) {
                closeQuietly(c);
            }
            idle.clear();
        }
    }

    /** Connections waiting for reuse (for tests). */
    int idle() {
        synchronized (idle) {
            return idle.size();
        }
    }

    private void handBack(Connection real) {
        try {
            if (real.isClosed()) {
                return;
            }
            if (!real.getAutoCommit()) {
                real.rollback(); // left in a transaction: nothing of it reaches the next user
                real.setAutoCommit(true);
            }
            real.clearWarnings();
        } catch (SQLException e) {
            closeQuietly(real); // a connection in doubt is not reused
            return;
        }
        synchronized (idle) {
            if (!closed && idle.size() < idleMax) {
                idle.addFirst(real);
                return;
            }
        }
        closeQuietly(real);
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException e) {
            // closing anyway
        }
    }

    /** The connection given out: its close hands the real one back, and nothing works on it afterwards. */
    private final class Handle implements InvocationHandler {
        private Connection real;

        Handle(Connection real) {
            this.real = real;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            switch (method.getName()) {
                case "close" -> {
                    Connection c = real;
                    real = null;
                    if (c != null) {
                        handBack(c);
                    }
                    return null;
                }
                case "isClosed" -> {
                    return real == null || real.isClosed();
                }
                case "equals" -> {
                    return proxy == args[0];
                }
                case "hashCode" -> {
                    return System.identityHashCode(proxy);
                }
                case "toString" -> {
                    return "pooled " + real;
                }
                default -> {
                    if (real == null) {
                        throw new SQLException("the connection is closed");
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                }
            }
        }
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return target.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        target.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        target.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return target.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return target.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        return target.unwrap(iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return iface.isInstance(this) || target.isWrapperFor(iface);
    }
}
